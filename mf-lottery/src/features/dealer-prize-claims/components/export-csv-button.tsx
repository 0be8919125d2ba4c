import { isoDayOf } from '@chokdee/shared-contract/format/date';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { useFileDownload } from '@chokdee/shared-kernel/hooks/use-file-download';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { fetchClaimsCsv, type ClaimFilter } from '../api/dealer-prize-claims';
import styles from './export-csv-button.module.css';

export type ExportCsvButtonProps = { filter: ClaimFilter };

/** Saves every claim under the filters on screen (all pages) as the API's CSV file, for Excel. */
export function ExportCsvButton({ filter }: ExportCsvButtonProps) {
  const { busy, error, download } = useFileDownload();

  return (
    <div className={styles.export}>
      <button
        type="button"
        className={`${buttons.secondary} ${buttons.small}`}
        onClick={() =>
          void download(
            () => fetchClaimsCsv(filter),
            `prize-claims-${isoDayOf(new Date())}.csv`,
            (e) => `ดาวน์โหลดไฟล์ไม่สำเร็จ: ${toApiError(e).message}`,
          )
        }
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? 'กำลังเตรียมไฟล์…' : 'ส่งออก CSV'}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
