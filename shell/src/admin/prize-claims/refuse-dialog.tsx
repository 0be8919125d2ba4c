import {
  PRIZE_CLAIM_REFUSE_REASON_MAX,
  PrizeClaimStepBodySchema,
  type DealerPrizeClaim,
} from '@chokdee/shared-contract/schemas/prize-claim';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { useState } from 'react';
import { safeParse } from 'zod/mini';
import { TextAreaField } from '../../complain/choice-fields';
import { stepPrizeClaim } from './prize-claims-api';

export interface RefuseDialogProps {
  claim: DealerPrizeClaim;
  onDone: (claim: DealerPrizeClaim) => void;
  onCancel: () => void;
}

/**
 * Refusing needs a reason the member reads. Checked here with the contract's schema, then by the
 * API; a refusal of the refusal keeps the text typed and says why in Thai.
 */
export function RefuseDialog({ claim, onDone, onCancel }: RefuseDialogProps) {
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function refuse() {
    setFailure(null);
    const checked = safeParse(PrizeClaimStepBodySchema, { step: 'refused', reason });
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      onDone(await stepPrizeClaim(claim.id, checked.data));
    } catch (e) {
      const error = toApiError(e);
      const field = error.errors.find((item) => item.field === 'reason');
      if (field) setFieldError(field.message);
      else setFailure(error.message);
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      title={`ไม่อนุมัติคำขอ ${claim.code}`}
      message={`คำขอขึ้นเงินรางวัลสลากเลข ${claim.number} ของ ${claim.member.name} จะถูกปิด สมาชิกจะเห็นเหตุผลนี้`}
      okText="ไม่อนุมัติคำขอ"
      variant="danger"
      busy={busy}
      error={failure}
      onConfirm={() => void refuse()}
      onCancel={onCancel}
    >
      <TextAreaField
        label="เหตุผลที่ไม่อนุมัติ"
        name="reason"
        required
        rows={3}
        maxLength={PRIZE_CLAIM_REFUSE_REASON_MAX}
        hint={`ไม่เกิน ${PRIZE_CLAIM_REFUSE_REASON_MAX} ตัวอักษร`}
        value={reason}
        data-autofocus
        onChange={(event) => {
          setReason(event.target.value);
          if (fieldError) setFieldError(undefined);
        }}
        error={fieldError}
      />
    </ConfirmDialog>
  );
}
