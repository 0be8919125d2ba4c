import styles from './bottom-menu.module.css';

export type CountBadgeProps = {
  count: number;
  /** What is counted, read by screen readers after the number ('ใบ', 'รายการ'). */
  unit: string;
};

/** A small red count on an icon; nothing at zero. Past 99 it shows 99+ (the full count is read). */
export function CountBadge({ count, unit }: CountBadgeProps) {
  if (!(count > 0)) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className={styles.visuallyHidden}>{` ${count} ${unit}`}</span>
    </span>
  );
}
