import { toApiError } from '@chokdee/shared-kernel/api/client';
import { saveFile } from '@chokdee/shared-kernel/runtime/save-file';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useState } from 'react';
import { fetchClaimReceipt } from '../api/prize-claims';
import styles from './claim-card.module.css';

export type ReceiptButtonProps = { claimId: number; code: string };

/** Downloads the claim's receipt; the PDF needs the member's token, so it is fetched, then saved. */
export function ReceiptButton({ claimId, code }: ReceiptButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setFailed(null);
    try {
      saveFile(await fetchClaimReceipt(claimId), `receipt-${code}.pdf`);
    } catch (e) {
      setFailed(`ดาวน์โหลดใบเสร็จไม่สำเร็จ: ${toApiError(e).message}`);
    } finally {
      setBusy(false);
    }
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
