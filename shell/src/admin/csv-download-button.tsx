import { useFileDownload } from '@chokdee/shared-kernel/hooks/use-file-download';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
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
  const { busy, error, download } = useFileDownload();

  return (
    <div className={styles.download}>
      <button
        type="button"
        className={`${buttons.secondary} ${buttons.small}`}
        onClick={() => void download(load, fileName, () => 'ดาวน์โหลดไฟล์ไม่สำเร็จ กรุณาลองใหม่')}
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
