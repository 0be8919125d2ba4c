import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useState } from 'react';
import styles from './csv-download-button.module.css';

export interface CsvDownloadButtonProps {
  /** Reads the list as filtered now, as the API's CSV file (with the staff token). */
  load: () => Promise<Blob>;
  /** The saved file's name, e.g. 'เรื่องร้องเรียน.csv'. */
  fileName: string;
  label?: string;
}

/** Saves a console list as filtered now as a CSV file that Excel opens in Thai. */
export function CsvDownloadButton({ load, fileName, label = 'ดาวน์โหลด CSV' }: CsvDownloadButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const blob = await load();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName;
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
        {busy ? 'กำลังเตรียมไฟล์…' : label}
      </button>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
