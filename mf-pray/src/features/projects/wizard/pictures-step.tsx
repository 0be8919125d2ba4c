import { useState } from 'react';
import { deletePrayPicture, uploadPrayPicture } from '../../../api/pray';
import { toApiError } from '@chokdee/shared-kernel/api/api-request-error';
import {
  PRAY_LIMITS,
  PRAY_MESSAGES,
  PRAY_PICTURE_RULES,
  type PrayProject,
} from '@chokdee/shared-contract/schemas/pray';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { FilePicker } from '@chokdee/shared-kernel/ui/file-picker';
import { PrayPicture } from '../components/pray-picture';
import styles from '../components/pray.module.css';
import { isOwnerOnly } from '../hooks/use-picture-src';

export type PicturesStepProps = { project: PrayProject; onChanged: () => void; onNext: () => void };

/** Step 3: pictures (JPEG, PNG or WebP up to 5 MB; the first is the cover), uploaded one by one. */
export function PicturesStep({ project, onChanged, onNext }: PicturesStepProps) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<File | null>(null);

  // Each picture goes up as soon as it is chosen (and passed the picker's check), shown in the
  // picker meanwhile; the picker is then empty again for the next one.
  async function upload(file: File | null, problem: string | null) {
    if (!file || problem) return;
    setUploading(file);
    setBusy(true);
    setError(null);
    try {
      await uploadPrayPicture(project.id, file);
      onChanged();
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
      setUploading(null);
    }
  }

  async function remove(pictureId: number) {
    setBusy(true);
    try {
      await deletePrayPicture(project.id, pictureId);
      onChanged();
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  const full = project.pictures.length >= PRAY_LIMITS.picturesMax;

  return (
    <div className={styles.panel}>
      <FilePicker
        label="เพิ่มรูปภาพ (รูปแรกเป็นภาพปก)"
        {...PRAY_PICTURE_RULES}
        hint={
          full
            ? PRAY_MESSAGES.picturesFull
            : `JPEG, PNG หรือ WebP ไม่เกิน 5 MB ได้สูงสุด ${PRAY_LIMITS.picturesMax} รูป`
        }
        value={uploading}
        onChange={upload}
        disabled={busy || full}
      />
      {busy && <p className={styles.muted}>กำลังอัปโหลด…</p>}
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      {project.pictures.length > 0 && (
        <ul className={styles.gallery} aria-label="รูปภาพของคำขอพร">
          {project.pictures.map((picture, index) => (
            <li key={picture.id}>
              <PrayPicture
                path={picture.thumb_url}
                ownerOnly={isOwnerOnly(project.status)}
                alt={index === 0 ? 'รูปที่ 1 (ภาพปก)' : `รูปที่ ${index + 1}`}
                width={480}
                height={270}
              />
              <button
                type="button"
                className={`${buttons.flat} ${buttons.small}`}
                onClick={() => remove(picture.id)}
                disabled={busy}
              >
                ลบรูปนี้
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttons.primary}
          onClick={onNext}
          disabled={busy || project.pictures.length === 0}
        >
          ไปขั้นตรวจสอบ
        </button>
      </div>
    </div>
  );
}
