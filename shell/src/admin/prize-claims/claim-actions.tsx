import type { DealerPrizeClaim } from '@chokdee/shared-contract/schemas/prize-claim';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useState } from 'react';
import { HandOverDialog } from './hand-over-dialog';
import { PayoutDialog } from './payout-dialog';
import { PayoutSlipDialog } from './payout-slip-dialog';
import { stepPrizeClaim } from './prize-claims-api';
import { RefuseDialog } from './refuse-dialog';
import styles from './prize-claims.module.css';

type Open = 'refuse' | 'pay' | 'hand-over' | 'slip' | null;

export interface ClaimActionsProps {
  claim: DealerPrizeClaim;
  /** The claim as the API answered an action: the row shows it at once. */
  onUpdated: (claim: DealerPrizeClaim) => void;
}

/**
 * The next steps a claim allows, as the dealer has them: a request is checked or refused; a checked
 * transfer is paid with its slip, a checked claim in person is handed over, or either refused; a
 * paid claim shows its slip. Each button names the claim for a screen reader's list of buttons.
 */
export function ClaimActions({ claim, onUpdated }: ClaimActionsProps) {
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const done = (next: DealerPrizeClaim) => {
    setOpen(null);
    setFailure(null);
    onUpdated(next);
  };

  async function startChecking() {
    setBusy(true);
    setFailure(null);
    try {
      onUpdated(await stepPrizeClaim(claim.id, { step: 'checking' }));
    } catch (e) {
      setFailure(toApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  const button = (label: string, onClick: () => void, look = buttons.secondary) => (
    <button
      type="button"
      className={`${look} ${buttons.small}`}
      aria-label={`${label} ${claim.code}`}
      onClick={onClick}
      disabled={busy}
    >
      {label}
    </button>
  );
  const open_ = (dialog: Open) => () => {
    setFailure(null);
    setOpen(dialog);
  };
  const refusable = claim.status === 'requested' || claim.status === 'checking';
  const slip = claim.status === 'paid' && claim.has_payout_slip;
  // Handed over, refused, or paid without a slip on file: nothing left to do here.
  if (!refusable && !slip) return <span className={styles.muted}>—</span>;

  return (
    <div className={styles.actions}>
      {claim.status === 'requested' &&
        button(busy ? 'กำลังบันทึก…' : 'เริ่มตรวจสอบ', () => void startChecking(), buttons.primary)}
      {claim.status === 'checking' &&
        claim.kind === 'transfer' &&
        button('แนบสลิปการโอน', open_('pay'), buttons.primary)}
      {claim.status === 'checking' &&
        claim.kind === 'in_person' &&
        button('ส่งมอบสลากแล้ว', open_('hand-over'), buttons.primary)}
      {refusable && button('ไม่อนุมัติ', open_('refuse'), buttons.danger)}
      {slip && button('ดูสลิปการโอน', open_('slip'))}
      {failure && (
        <p role="alert" className={styles.error}>
          {failure}
        </p>
      )}
      {open === 'refuse' && <RefuseDialog claim={claim} onDone={done} onCancel={() => setOpen(null)} />}
      {open === 'pay' && <PayoutDialog claim={claim} onDone={done} onCancel={() => setOpen(null)} />}
      {open === 'hand-over' && <HandOverDialog claim={claim} onDone={done} onCancel={() => setOpen(null)} />}
      {open === 'slip' && <PayoutSlipDialog claim={claim} onClose={() => setOpen(null)} />}
    </div>
  );
}
