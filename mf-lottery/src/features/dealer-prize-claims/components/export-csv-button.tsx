import { isoDayOf } from '@chokdee/shared-contract/format/date';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { saveFile } from '@chokdee/shared-kernel/runtime/save-file';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useState } from 'react';
import { fetchClaimsCsv, type ClaimFilter } from '../api/dealer-prize-claims';
import styles from './export-csv-button.module.css';

export type ExportCsvButtonProps = { filter: ClaimFilter };

/** Saves every claim under the filters on screen (all pages) as the API's CSV file, for Excel. */
export function ExportCsvButton({ filter }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      saveFile(await fetchClaimsCsv(filter), `prize-claims-${isoDayOf(new Date())}.csv`);
    } catch (e) {
      setError(`ดาวน์โหลดไฟล์ไม่สำเร็จ: ${toApiError(e).message}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.export}>
      <button
        type="button"
        className={`${buttons.secondary} ${buttons.small}`}
        onClick={() => void download()}
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
