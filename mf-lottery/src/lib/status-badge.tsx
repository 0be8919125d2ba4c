import styles from './status-badge.module.css';

/**
 * The badge's colour, named by colour: each list decides what its statuses mean to its reader
 * (blue, gold, green, red, or grey for what is over). The label says it in words too.
 */
export type StatusTone = 'info' | 'warning' | 'success' | 'danger' | 'muted';

export type StatusBadgeProps = {
  /** The status in Thai words. */
  label: string;
  tone: StatusTone;
  /** The status's code, kept on the badge as `data-status`. */
  status?: string;
  /** Bigger, for a page's heading. */
  large?: boolean;
};

/** A status as a coloured word with a dot, for the member's and the dealer's lists and pages. */
export function StatusBadge({ label, tone, status, large = false }: StatusBadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[tone]} ${large ? styles.large : ''}`} data-status={status}>
      {label}
    </span>
  );
}
