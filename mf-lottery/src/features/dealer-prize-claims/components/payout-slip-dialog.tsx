import { formatBankAccount } from '@chokdee/shared-contract/format/bank-account';
import { bankLabel } from '@chokdee/shared-contract/schemas/bank';
import type { DealerPrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { FilePicker } from '@chokdee/shared-kernel/ui/file-picker';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { useState } from 'react';
import { uploadPayoutSlip } from '../api/dealer-prize-claims';
import { useClaimAction } from '../hooks/use-claim-action';
import { PAYOUT_SLIP_REQUIRED, PAYOUT_SLIP_RULES } from '../utils/payout-slip-rules';
import { formatSatang } from '@chokdee/shared-contract/format/number';
import styles from './payout-slip-dialog.module.css';

export type PayoutSlipDialogProps = {
  claim: DealerPrizeClaim;
  onPaid: (claim: DealerPrizeClaim) => void;
  /** The claim moved on elsewhere (a 409). */
  onStale: () => void;
  onCancel: () => void;
};

/**
 * The store has transferred the net amount: it attaches the transfer slip (JPEG, PNG or PDF) and
 * the claim becomes paid. The amount and the account are repeated here to check against the slip;
 * a failed upload keeps the chosen file and says why.
 */
export function PayoutSlipDialog({ claim, onPaid, onStale, onCancel }: PayoutSlipDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const action = useClaimAction(onPaid, onStale);
  const account = claim.bank_account;

  function send() {
    if (!file) {
      setFileError(PAYOUT_SLIP_REQUIRED);
      return;
    }
    if (fileError) return;
    void action.run(() => uploadPayoutSlip(claim.id, file));
  }

  return (
    <ModalDialog
      title={`แนบสลิปการโอนเงิน ${claim.code}`}
      onClose={action.busy ? () => undefined : onCancel}
      width={480}
      footer={
        <>
          <button type="button" className={buttons.flat} onClick={onCancel} disabled={action.busy}>
            ยกเลิก
          </button>
          <button
            type="button"
            className={buttons.primary}
            onClick={send}
            disabled={action.busy}
            aria-busy={action.busy}
          >
            {action.busy ? 'กำลังอัพโหลด…' : 'ยืนยันการโอนเงิน'}
          </button>
        </>
      }
    >
      <div className={styles.body}>
        <dl className={styles.summary}>
          <div>
            <dt>ยอดที่โอน</dt>
            <dd className={styles.amount}>{formatSatang(claim.net_satang)}</dd>
          </div>
          {account && (
            <div>
              <dt>เข้าบัญชี</dt>
              <dd>
                {account.bank_name || bankLabel(account.bank_code)}{' '}
                {formatBankAccount(account.account_number)}
                <br />
                {account.account_name}
              </dd>
            </div>
          )}
        </dl>
        <FilePicker
          label="สลิปการโอนเงิน"
          {...PAYOUT_SLIP_RULES}
          required
          value={file}
          onChange={(chosen, problem) => {
            setFile(chosen);
            setFileError(problem);
            action.clearError();
          }}
          error={fileError}
          disabled={action.busy}
          previewAlt="ตัวอย่างสลิปการโอนเงินที่เลือก"
        />
        {action.error && (
          <p className={styles.error} role="alert">
            {action.error}
          </p>
        )}
      </div>
    </ModalDialog>
  );
}
