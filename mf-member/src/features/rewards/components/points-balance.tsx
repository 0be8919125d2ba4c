import type { PointsState } from '@chokdee/shared-kernel/stores/points';
import { WELCOME_PENDING_TEXT } from '@chokdee/shared-contract/rules/buyer-requirements';
import { BuyerRequirementFix } from '@chokdee/shared-kernel/ui/buyer-requirement-fix';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { formatPoints } from '../utils/reward-texts';
import styles from './points-balance.module.css';

export type PointsBalanceProps = {
  balance: PointsState;
};

/**
 * 'แต้มสะสมของคุณ 100 แต้ม'; a failed fetch shows its message instead (spec §2 user menu). Welcome
 * points still waiting for the phone show under it, with the button that verifies it.
 */
export function PointsBalance({ balance }: PointsBalanceProps) {
  if (balance.status === 'idle') return null;
  const pending = balance.status === 'ready' ? balance.pendingWelcome : 0;
  return (
    <div className={styles.wrap}>
      <p className={styles.balance} aria-live="polite">
        <span className={styles.label}>แต้มสะสมของคุณ</span>
        {balance.status === 'loading' && <span className={styles.value}>…</span>}
        {balance.status === 'error' && <span className={styles.error}>{balance.message}</span>}
        {balance.status === 'ready' && <span className={styles.value}>{formatPoints(balance.balance)}</span>}
      </p>
      {pending > 0 && (
        <p className={styles.pending}>
          {WELCOME_PENDING_TEXT(pending)}{' '}
          <BuyerRequirementFix code="phone_not_verified" className={`${buttons.flat} ${buttons.small}`} />
        </p>
      )}
    </div>
  );
}
