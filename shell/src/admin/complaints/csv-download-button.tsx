import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useState } from 'react';
import { fetchComplaintsCsv, type InboxQuery } from './complaints-api';
import styles from './complaints.module.css';

export interface CsvDownloadButtonProps {
  query: Pick<InboxQuery, 'status' | 'q'>;
}

/** Saves the list as filtered now as a CSV file that Excel opens in Thai. */
export function CsvDownloadButton({ query }: CsvDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const blob = await fetchComplaintsCsv(query);
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'เรื่องร้องเรียน.csv';
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click returns.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } catch {
      setError('ดาวน์โหลดไฟล์ไม่สำเร็จ กรุณาลองใหม่');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.download}>
      <button
        type="button"
        className={`${buttons.secondary} ${buttons.small}`}
        onClick={() => void download()}
        disabled={busy}
      >
        {busy ? 'กำลังเตรียมไฟล์…' : 'ดาวน์โหลด CSV'}
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
