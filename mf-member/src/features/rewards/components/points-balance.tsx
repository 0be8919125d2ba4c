import type { PointsState } from '@chokdee/shared-kernel/stores/points';
import { formatPoints } from '../utils/reward-texts';
import styles from './points-balance.module.css';

export type PointsBalanceProps = {
  balance: PointsState;
};

/** 'แต้มสะสมของคุณ 100 แต้ม'; a failed fetch shows its message instead (spec §2 user menu). */
export function PointsBalance({ balance }: PointsBalanceProps) {
  if (balance.status === 'idle') return null;
  return (
    <p className={styles.balance} aria-live="polite">
      <span className={styles.label}>แต้มสะสมของคุณ</span>
      {balance.status === 'loading' && <span className={styles.value}>…</span>}
      {balance.status === 'error' && <span className={styles.error}>{balance.message}</span>}
      {balance.status === 'ready' && <span className={styles.value}>{formatPoints(balance.balance)}</span>}
    </p>
  );
}
