import { useEffect, useState, type FormEvent } from 'react';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import type { AdminRemote, RemoteVersion } from '@chokdee/shared-contract/schemas/catalog-admin';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { TextField } from '@chokdee/shared-kernel/ui/text-field';
import { listVersions, setCanary } from './admin-api';
import { actorLabel } from './console-labels';
import styles from './admin-console.module.css';

export interface VersionsDialogProps {
  remote: AdminRemote;
  onClose: () => void;
  onChanged: () => void;
}

/** Every registered version with its load-error count; any past one can be served as a canary. */
export function VersionsDialog({ remote, onClose, onChanged }: VersionsDialogProps) {
  const [versions, setVersions] = useState<RemoteVersion[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [percent, setPercent] = useState('10');

  useEffect(() => {
    listVersions(remote.name).then(setVersions, (e: unknown) => setError(toApiError(e).message));
  }, [remote.name]);

  async function canary(event: FormEvent<HTMLFormElement>, version: RemoteVersion) {
    event.preventDefault();
    const value = Number(percent);
    if (!Number.isInteger(value) || value < 1 || value > 99) {
      setError('สัดส่วนผู้เข้าชมต้องเป็นจำนวนเต็ม 1–99');
      return;
    }
    try {
      await setCanary(remote.name, version.id, value);
      onChanged();
    } catch (e) {
      setError(toApiError(e).message);
    }
  }

  return (
    <ModalDialog title={`เวอร์ชันของ${remote.display_name}`} onClose={onClose} width={720}>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {!versions && !error && <p>กำลังโหลด…</p>}
      <ul className={styles.versions} aria-label="เวอร์ชันทั้งหมด">
        {versions?.map((version) => (
          <li key={version.id} aria-label={`เวอร์ชัน ${version.version}`}>
            <p>
              <strong>{version.version}</strong>{' '}
              {version.live && <span className={styles.tagLive}>ใช้งานจริง</span>}{' '}
              {version.canary && <span className={styles.tagCanary}>ทดลอง</span>}
            </p>
            <p className={styles.muted}>
              ข้อผิดพลาดการโหลด: <strong>{version.error_count.toLocaleString('th-TH')} ครั้ง</strong> · ลงทะเบียน{' '}
              {formatThaiDateTime(version.registered_at)} น. โดย {actorLabel(version.registered_by)}
            </p>
            <details className={styles.technical}>
              <summary>รายละเอียดทางเทคนิค</summary>
              <p className={styles.entry}>{version.entry}</p>
              <p className={styles.entry}>
                shared-kernel {version.kernel_range ?? 'ไม่ระบุ'} · react {version.react_range ?? 'ไม่ระบุ'}
              </p>
            </details>
            {!version.live && !version.canary && (
              <form className={styles.inline} onSubmit={(e) => canary(e, version)}>
                <TextField
                  label="สัดส่วนผู้เข้าชม (%)"
                  name={`percent-${version.id}`}
                  type="number"
                  min={1}
                  max={99}
                  value={percent}
                  onChange={(e) => setPercent(e.target.value)}
                />
                <button type="submit" className={`${buttons.secondary} ${buttons.small}`}>
                  ทดลองกับผู้เข้าชม
                </button>
              </form>
            )}
          </li>
        ))}
      </ul>
    </ModalDialog>
  );
}
