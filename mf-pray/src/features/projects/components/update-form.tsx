import { useState, type FormEvent } from 'react';
import { postPrayUpdate, uploadPrayPicture } from '../../../api/pray';
import { toApiError } from '@chokdee/shared-kernel/api/api-request-error';
import { PRAY_MESSAGES, PRAY_PICTURE_RULES } from '@chokdee/shared-contract/schemas/pray';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { FilePicker } from '@chokdee/shared-kernel/ui/file-picker';
import styles from './pray.module.css';

/** The owner's news for a published project: a title, the text and one optional picture. */
export function UpdateForm({ projectId, onPosted }: { projectId: number; onPosted?: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const title = String(data.get('title') ?? '').trim();
    const body = String(data.get('body') ?? '').trim();
    if (pictureProblem) return;
    if (!title || !body) {
      setError(!title ? PRAY_MESSAGES.updateTitleRequired : PRAY_MESSAGES.updateBodyRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const pictureIds = picture ? [(await uploadPrayPicture(projectId, picture, {}, 'update')).id] : [];
      await postPrayUpdate(projectId, { title, body, picture_ids: pictureIds });
      form.reset();
      setPicture(null);
      setDone(true);
      onPosted?.();
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className={styles.row}
      style={{ gridTemplateColumns: '1fr' }}
      onSubmit={submit}
      noValidate
      aria-label="โพสต์ข่าวความคืบหน้า"
    >
      <div className={styles.field}>
        <label htmlFor={`update-title-${projectId}`}>หัวข้อข่าว</label>
        <input id={`update-title-${projectId}`} name="title" maxLength={120} />
      </div>
      <div className={styles.field}>
        <label htmlFor={`update-body-${projectId}`}>รายละเอียด</label>
        <textarea id={`update-body-${projectId}`} name="body" maxLength={5000} />
      </div>
      <FilePicker
        label="รูปภาพ (ไม่บังคับ)"
        {...PRAY_PICTURE_RULES}
        value={picture}
        onChange={(file, problem) => {
          setPicture(file);
          setPictureProblem(problem);
        }}
        disabled={busy}
      />
      {error && (
        <p className={styles.alert} role="alert">
          {error}
        </p>
      )}
      {done && <p className={styles.muted}>ส่งข่าวแล้ว ทีมงานจะตรวจสอบก่อนแสดงบนหน้าคำขอพร</p>}
      <div className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          โพสต์ข่าว
        </button>
      </div>
    </form>
  );
}
