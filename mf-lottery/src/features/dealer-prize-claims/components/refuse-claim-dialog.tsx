import {
  PRIZE_CLAIM_REFUSE_REASON_MAX,
  PrizeClaimStepBodySchema,
  type DealerPrizeClaim,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import { useId, useState } from 'react';
import { postClaimStep } from '../api/dealer-prize-claims';
import { useClaimAction } from '../hooks/use-claim-action';
import styles from './refuse-claim-dialog.module.css';

export type RefuseClaimDialogProps = {
  claim: DealerPrizeClaim;
  onRefused: (claim: DealerPrizeClaim) => void;
  /** The claim moved on elsewhere (a 409). */
  onStale: () => void;
  onCancel: () => void;
};

/**
 * Refuse a claim with a reason the member will read (required, at most 300 characters, counted
 * as typed). A failure keeps the dialog and the reason, with the server's message.
 */
export function RefuseClaimDialog({ claim, onRefused, onStale, onCancel }: RefuseClaimDialogProps) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const action = useClaimAction(onRefused, onStale);

  function refuse() {
    const parsed = PrizeClaimStepBodySchema.safeParse({ step: 'refused', reason });
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'กรุณาระบุเหตุผลที่ไม่อนุมัติ');
      return;
    }
    void action.run(() => postClaimStep(claim.id, parsed.data));
  }

  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  return (
    <ConfirmDialog
      title="ไม่อนุมัติคำขอขึ้นเงินรางวัล"
      message={`ไม่อนุมัติคำขอ ${claim.code} ของ ${claim.member.name}? ผู้ขอจะเห็นเหตุผลนี้`}
      okText="ไม่อนุมัติ"
      variant="danger"
      busy={action.busy}
      error={action.error}
      onConfirm={refuse}
      onCancel={onCancel}
    >
      <div className={fieldStyles.field}>
        <label htmlFor={id} className={fieldStyles.label}>
          <span className={fieldStyles.required} aria-hidden="true">
            *{' '}
          </span>
          เหตุผลที่ไม่อนุมัติ
        </label>
        <textarea
          id={id}
          className={`${fieldStyles.input} ${styles.reason}`}
          rows={3}
          maxLength={PRIZE_CLAIM_REFUSE_REASON_MAX}
          value={reason}
          data-autofocus
          aria-required
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={[countId, reasonError ? errorId : null].filter(Boolean).join(' ')}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
          placeholder="เช่น เลขสลากไม่ตรงกับสลากตัวจริง"
        />
        <p id={countId} className={`${fieldStyles.hint} ${styles.count}`}>
          {reason.length}/{PRIZE_CLAIM_REFUSE_REASON_MAX} ตัวอักษร
        </p>
        {reasonError && (
          <p id={errorId} className={fieldStyles.error}>
            {reasonError}
          </p>
        )}
      </div>
    </ConfirmDialog>
  );
}
