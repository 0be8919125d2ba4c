import styles from './pages.module.css';

/** A status word in a pill; `tone` picks its colour. */
export function StatusBadge({
  label,
  tone,
}: {
  label: string;
  tone: 'success' | 'warning' | 'muted' | 'info';
}) {
  return <span className={`${styles.badge} ${styles[tone]}`}>{label}</span>;
}
