import { toApiError } from '@chokdee/shared-kernel/api/client';
import { useFileDownload } from '@chokdee/shared-kernel/hooks/use-file-download';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { fetchClaimReceipt } from '../api/prize-claims';
import styles from './claim-card.module.css';

export type ReceiptButtonProps = { claimId: number; code: string };

/** Downloads the claim's receipt; the PDF needs the member's token, so it is fetched, then saved. */
export function ReceiptButton({ claimId, code }: ReceiptButtonProps) {
  const { busy, error: failed, download: save } = useFileDownload();

  async function download() {
    await save(
      () => fetchClaimReceipt(claimId),
      `receipt-${code}.pdf`,
      (e) => `ดาวน์โหลดใบเสร็จไม่สำเร็จ: ${toApiError(e).message}`,
    );
  }

  return (
    <>
      <button
        type="button"
        className={`${buttons.primary} ${buttons.block}`}
        onClick={download}
        disabled={busy}
        aria-busy={busy}
      >
        {busy ? 'กำลังเตรียมใบเสร็จ…' : 'ดาวน์โหลดใบเสร็จ (PDF)'}
      </button>
      {failed && (
        <p className={styles.error} role="alert">
          {failed}
        </p>
      )}
    </>
  );
}
