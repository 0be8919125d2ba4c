import { SLIP_MAX_BYTES, SLIP_MESSAGES } from '@chokdee/shared-contract/schemas/order';
import type { DealerPrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import type { FileRules } from '@chokdee/shared-contract/rules/file-check';
import { formatBankAccount } from '@chokdee/shared-contract/format/bank-account';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { FilePicker } from '@chokdee/shared-kernel/ui/file-picker';
import { ModalDialog } from '@chokdee/shared-kernel/ui/modal-dialog';
import { useState } from 'react';
import { formatSatang } from '@chokdee/shared-contract/format/number';
import { payPrizeClaim } from './prize-claims-api';
import styles from './prize-claims.module.css';

/** What the API takes as a transfer slip (JPEG, PNG or PDF). */
const TRANSFER_SLIP_RULES: FileRules = {
  types: ['image/jpeg', 'image/png', 'application/pdf'],
  maxBytes: SLIP_MAX_BYTES,
};

export interface PayoutDialogProps {
  claim: DealerPrizeClaim;
  onDone: (claim: DealerPrizeClaim) => void;
  onCancel: () => void;
}

/**
 * Paying a transfer claim: the amount and account to transfer to, then the bank's slip of the
 * transfer. A refused upload keeps the chosen file and says why in Thai.
 */
export function PayoutDialog({ claim, onDone, onCancel }: PayoutDialogProps) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const account = claim.bank_account;

  async function pay() {
    setFailure(null);
    if (!file) {
      setFileError(SLIP_MESSAGES.required);
      return;
    }
    if (problem) return;
    setBusy(true);
    try {
      onDone(await payPrizeClaim(claim.id, file));
    } catch (e) {
      const error = toApiError(e);
      const field = error.errors.find((item) => item.field === 'file');
      if (field) setFileError(field.message);
      else setFailure(error.message);
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      title={`บันทึกการโอนเงิน ${claim.code}`}
      onClose={busy ? undefined : onCancel}
      width={520}
      footer={
        <>
          <button type="button" className={buttons.flat} onClick={onCancel} disabled={busy}>
            ยกเลิก
          </button>
          <button
            type="button"
            className={buttons.primary}
            onClick={() => void pay()}
            disabled={busy}
            aria-busy={busy}
          >
            {busy ? 'กำลังอัปโหลด…' : 'บันทึกการโอนเงิน'}
          </button>
        </>
      }
    >
      <div className={styles.dialogBody}>
        <dl className={styles.facts}>
          <dt>ยอดที่ต้องโอน</dt>
          <dd>
            <strong>{formatSatang(claim.net_satang)}</strong>
          </dd>
          <dt>เข้าบัญชี</dt>
          <dd>
            {account
              ? `${account.bank_name} ${formatBankAccount(account.account_number)} (${account.account_name})`
              : 'ไม่มีบัญชีรับเงิน'}
          </dd>
        </dl>
        <FilePicker
          label="สลิปการโอนเงิน"
          name="file"
          required
          {...TRANSFER_SLIP_RULES}
          value={file}
          onChange={(next, found) => {
            setFile(next);
            setProblem(found);
            setFileError(null);
          }}
          error={fileError}
          previewAlt="ตัวอย่างสลิปการโอนเงิน"
        />
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
      </div>
    </ModalDialog>
  );
}
