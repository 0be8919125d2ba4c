import type { ReactNode } from 'react';
import styles from './claim-columns.module.css';

export type ClaimColumnsProps = {
  /** The ticket and its amounts. */
  main: ReactNode;
  /** What to do (or what was done): the account and the button, the slip, the receipt. */
  side: ReactNode;
  /** On a phone, the action column comes first (a claim's status is what its page is opened for). */
  sideFirst?: boolean;
};

/**
 * One column on a phone; the action column on the right once the page itself is wide enough (a
 * container query, as on the order page: the profile layout's menu takes part of the screen).
 */
export function ClaimColumns({ main, side, sideFirst = false }: ClaimColumnsProps) {
  return (
    <div className={styles.frame}>
      <div className={`${styles.columns} ${sideFirst ? styles.sideFirst : ''}`}>
        <div className={styles.column}>{main}</div>
        <div className={styles.column}>{side}</div>
      </div>
    </div>
  );
}
