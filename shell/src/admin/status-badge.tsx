import styles from './status-badge.module.css';

/**
 * How much a status asks of staff: `attention` waits for them (stands out), `waiting` is under
 * way, `done` is settled well, `ended` is over and steps back.
 */
export type StatusTone = 'attention' | 'waiting' | 'done' | 'ended';

export interface StatusBadgeProps {
  label: string;
  tone: StatusTone;
}

/** A console list's status as a coloured word. */
export function StatusBadge({ label, tone }: StatusBadgeProps) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{label}</span>;
}
