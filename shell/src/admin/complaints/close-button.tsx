import type { ComplaintDetail } from '@chokdee/shared-contract/schemas/complaint-inbox';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useState } from 'react';
import { closeComplaint } from './complaints-api';
import styles from './complaints.module.css';

export interface CloseButtonProps {
  id: number;
  answered: boolean;
  onClosed: (detail: ComplaintDetail) => void;
}

/** Closing asks once more (it cannot be undone), and says so when the complaint has no answer. */
export function CloseButton({ id, answered, onClosed }: CloseButtonProps) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function close() {
    setBusy(true);
    setFailure(null);
    try {
      onClosed(await closeComplaint(id));
    } catch (e) {
      setFailure(toApiError(e).message);
      setAsking(false);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.closeBox}>
      {asking ? (
        <div role="group" aria-label="ยืนยันการปิดเรื่อง" className={styles.confirm}>
          <p>{answered ? 'ปิดเรื่องนี้? เมื่อปิดแล้วจะตอบเพิ่มไม่ได้' : 'เรื่องนี้ยังไม่มีคำตอบ ต้องการปิดเรื่องโดยไม่ตอบใช่ไหม?'}</p>
          <button
            type="button"
            className={`${buttons.danger} ${buttons.small}`}
            disabled={busy}
            onClick={() => void close()}
          >
            {busy ? 'กำลังปิด…' : 'ยืนยันปิดเรื่อง'}
          </button>
          <button
            type="button"
            className={`${buttons.flat} ${buttons.small}`}
            disabled={busy}
            onClick={() => setAsking(false)}
          >
            ยกเลิก
          </button>
        </div>
      ) : (
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => setAsking(true)}
        >
          ปิดเรื่อง
        </button>
      )}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
    </div>
  );
}
