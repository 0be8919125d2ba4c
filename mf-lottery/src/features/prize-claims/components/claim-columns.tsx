import type { ReactNode } from 'react';
import styles from './claim-columns.module.css';

export type ClaimColumnsProps = {
  /** The ticket and its amounts. */
  main: ReactNode;
  /** What to do (or what was done): the account and the button, the slip, the receipt. */
  side: ReactNode;
};

/**
 * One column on a phone; the action column on the right once the page itself is wide enough (a
 * container query, as on the order page: the profile layout's menu takes part of the screen).
 */
export function ClaimColumns({ main, side }: ClaimColumnsProps) {
  return (
    <div className={styles.frame}>
      <div className={styles.columns}>
        <div className={styles.column}>{main}</div>
        <div className={styles.column}>{side}</div>
      </div>
    </div>
  );
}
