import type { UseLoadResult } from '../../../lib/use-load';
import { formatPoints } from '../utils/reward-texts';
import styles from './points-balance.module.css';

export type PointsBalanceProps = {
  balance: UseLoadResult<number | null>;
};

/** 'แต้มสะสมของคุณ 100 แต้ม'; a failed fetch shows its message instead (spec §2 user menu). */
export function PointsBalance({ balance }: PointsBalanceProps) {
  if (balance.status === 'success' && balance.data === null) return null;
  return (
    <p className={styles.balance} aria-live="polite">
      <span className={styles.label}>แต้มสะสมของคุณ</span>
      {balance.status === 'loading' && <span className={styles.value}>…</span>}
      {balance.status === 'error' && <span className={styles.error}>{balance.error.message}</span>}
      {balance.status === 'success' && balance.data !== null && (
        <span className={styles.value}>{formatPoints(balance.data)}</span>
      )}
    </p>
  );
}
