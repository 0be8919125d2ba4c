import { postSlipDecision } from '../api/dealer';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { formatBaht } from '@chokdee/shared-contract/format/number';
import {
  SlipDecisionBodySchema,
  type DealerOrder,
  type SlipDecisionBody,
} from '@chokdee/shared-contract/schemas/order';
import { useId, useState } from 'react';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { fieldStyles } from '@chokdee/shared-kernel/ui/text-field';
import styles from './slip-decision-buttons.module.css';

export type SlipDecisionButtonsProps = {
  order: DealerOrder;
  onDecided: (order: DealerOrder, decision: SlipDecisionBody['decision']) => void;
};

type Asking = 'confirm' | 'reject' | null;

/** Confirm the payment or reject the slip (a reason required), each after a confirmation. */
export function SlipDecisionButtons({ order, onDecided }: SlipDecisionButtonsProps) {
  const reasonId = useId();
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function close() {
    setAsking(null);
    setError(null);
    setReasonError(null);
  }

  async function decide(input: unknown) {
    const parsed = SlipDecisionBodySchema.safeParse(input);
    if (!parsed.success) {
      setReasonError(parsed.error.issues[0]?.message ?? 'กรุณาระบุเหตุผล');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const updated = await postSlipDecision(order.code, parsed.data);
      close();
      setReason('');
      onDecided(updated, parsed.data.decision);
    } catch (e) {
      setError(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button
        type="button"
        className={`${buttons.primary} ${buttons.small}`}
        onClick={() => setAsking('confirm')}
      >
        ยืนยันการชำระเงิน
      </button>
      <button
        type="button"
        className={`${buttons.danger} ${buttons.small}`}
        onClick={() => setAsking('reject')}
      >
        ปฏิเสธสลิป
      </button>

      {asking === 'confirm' && (
        <ConfirmDialog
          title="ยืนยันการชำระเงิน"
          message={`ได้รับเงิน ${formatBaht(order.total_amount)} จาก ${order.member_name} สำหรับคำสั่งซื้อ ${order.code} แล้วใช่ไหม? สลากจะเป็นของผู้ซื้อทันที`}
          okText="ยืนยันการชำระเงิน"
          busy={busy}
          error={error}
          onConfirm={() => void decide({ decision: 'confirm' })}
          onCancel={close}
        />
      )}
      {asking === 'reject' && (
        <ConfirmDialog
          title="ปฏิเสธสลิป"
          message={`ปฏิเสธสลิปของคำสั่งซื้อ ${order.code}? ผู้ซื้อจะเห็นเหตุผลนี้และอัพโหลดสลิปใหม่ได้`}
          okText="ปฏิเสธสลิป"
          variant="danger"
          busy={busy}
          error={error}
          onConfirm={() => void decide({ decision: 'reject', reason })}
          onCancel={close}
        >
          <div className={fieldStyles.field}>
            <label htmlFor={reasonId} className={fieldStyles.label}>
              <span className={fieldStyles.required} aria-hidden="true">
                *{' '}
              </span>
              เหตุผลที่ปฏิเสธ
            </label>
            <textarea
              id={reasonId}
              className={`${fieldStyles.input} ${styles.reason}`}
              rows={3}
              maxLength={200}
              value={reason}
              data-autofocus
              aria-required
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? `${reasonId}-error` : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                setReasonError(null);
              }}
              placeholder="เช่น ยอดเงินไม่ตรง หรือสลิปไม่ชัด"
            />
            {reasonError && (
              <p id={`${reasonId}-error`} className={fieldStyles.error}>
                {reasonError}
              </p>
            )}
          </div>
        </ConfirmDialog>
      )}
    </>
  );
}
