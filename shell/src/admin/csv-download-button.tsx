import { saveFile } from '@chokdee/shared-kernel/runtime/save-file';
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
      saveFile(await load(), fileName);
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
