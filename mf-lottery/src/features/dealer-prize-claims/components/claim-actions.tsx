import type { DealerPrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { useCallback, useState } from 'react';
import { SlipViewerDialog } from '../../../lib/slip-viewer-dialog';
import { fetchPayoutSlip, postClaimStep } from '../api/dealer-prize-claims';
import { useClaimAction } from '../hooks/use-claim-action';
import { PayoutSlipDialog } from './payout-slip-dialog';
import { RefuseClaimDialog } from './refuse-claim-dialog';
import styles from './claim-actions.module.css';
import card from '../../../lib/dealer-card.module.css';

export type ClaimActionsProps = {
  claim: DealerPrizeClaim;
  /** The claim as the API answered an action, with a Thai sentence of what was done. */
  onChanged: (claim: DealerPrizeClaim, done: string) => void;
  /** The API said the claim moved on since the list was read: read it again. */
  onStale: (claimId: number) => void;
};

type Open = 'refuse' | 'payout' | 'hand-over' | 'slip' | null;

/**
 * What the store can do with a claim now: start checking a new one; pay a checked transfer (with
 * the slip) or hand over the ticket of a checked in-person claim; refuse before it is settled;
 * view the transfer slip once paid.
 */
export function ClaimActions({ claim, onChanged, onStale }: ClaimActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const finish = (text: string) => (updated: DealerPrizeClaim) => {
    setOpen(null);
    onChanged(updated, text);
  };
  const stale = () => onStale(claim.id);
  const checking = useClaimAction(finish(`เริ่มตรวจสอบสลากของคำขอ ${claim.code} แล้ว`), stale);
  const handOver = useClaimAction(finish(`บันทึกการส่งมอบสลากของคำขอ ${claim.code} แล้ว`), stale);
  const loadSlip = useCallback((signal: AbortSignal) => fetchPayoutSlip(claim.id, { signal }), [claim.id]);

  const canRefuse = claim.status === 'requested' || claim.status === 'checking';
  const isTransfer = claim.kind === 'transfer';
  if (!canRefuse && !claim.has_payout_slip) return null;

  return (
    <div className={card.actions}>
      {claim.status === 'requested' && (
        <button
          type="button"
          className={`${buttons.primary} ${buttons.small}`}
          onClick={() => void checking.run(() => postClaimStep(claim.id, { step: 'checking' }))}
          disabled={checking.busy}
          aria-busy={checking.busy}
        >
          {checking.busy ? 'กำลังบันทึก…' : 'เริ่มตรวจสอบสลาก'}
        </button>
      )}
      {claim.status === 'checking' && isTransfer && (
        <button
          type="button"
          className={`${buttons.primary} ${buttons.small}`}
          onClick={() => setOpen('payout')}
        >
          โอนเงินแล้ว แนบสลิป
        </button>
      )}
      {claim.status === 'checking' && !isTransfer && (
        <button
          type="button"
          className={`${buttons.primary} ${buttons.small}`}
          onClick={() => setOpen('hand-over')}
        >
          ส่งมอบสลากแล้ว
        </button>
      )}
      {canRefuse && (
        <button
          type="button"
          className={`${buttons.danger} ${buttons.small}`}
          onClick={() => setOpen('refuse')}
        >
          ไม่อนุมัติ
        </button>
      )}
      {claim.has_payout_slip && (
        <button
          type="button"
          className={`${buttons.secondary} ${buttons.small}`}
          onClick={() => setOpen('slip')}
        >
          ดูสลิปการโอน
        </button>
      )}
      {checking.error && (
        <p className={styles.error} role="alert">
          {checking.error}
        </p>
      )}

      {open === 'refuse' && (
        <RefuseClaimDialog
          claim={claim}
          onRefused={finish(`ไม่อนุมัติคำขอ ${claim.code} แล้ว`)}
          onStale={stale}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'payout' && (
        <PayoutSlipDialog
          claim={claim}
          onPaid={finish(`บันทึกการโอนเงินของคำขอ ${claim.code} แล้ว`)}
          onStale={stale}
          onCancel={() => setOpen(null)}
        />
      )}
      {open === 'hand-over' && (
        <ConfirmDialog
          title="ส่งมอบสลากแล้ว"
          message={`ส่งมอบสลากตัวจริงของคำขอ ${claim.code} ให้ ${claim.member.name} แล้วใช่ไหม? ผู้ถูกรางวัลจะนำสลากไปขึ้นเงินที่สำนักงานสลากฯ เอง`}
          okText="ยืนยันการส่งมอบ"
          busy={handOver.busy}
          error={handOver.error}
          onConfirm={() => void handOver.run(() => postClaimStep(claim.id, { step: 'handed_over' }))}
          onCancel={() => {
            handOver.clearError();
            setOpen(null);
          }}
        />
      )}
      {open === 'slip' && (
        <SlipViewerDialog
          title={`สลิปการโอนเงิน ${claim.code}`}
          load={loadSlip}
          onClose={() => setOpen(null)}
        />
      )}
    </div>
  );
}
