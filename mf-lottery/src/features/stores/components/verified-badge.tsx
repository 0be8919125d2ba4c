import styles from './verified-badge.module.css';

/** Spec §4: shown for a dealer whose verify_status is approved. */
export function VerifiedBadge() {
  return (
    <span className={styles.badge}>
      <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <path d="M8 1.5 9.6 3l2.2-.2.5 2.1 1.9 1.1-.9 2 .9 2-1.9 1.1-.5 2.1-2.2-.2L8 14.5 6.4 13l-2.2.2-.5-2.1-1.9-1.1.9-2-.9-2 1.9-1.1.5-2.1 2.2.2Z" />
        <path className={styles.tick} d="m5.3 8.2 1.8 1.8 3.6-3.8" />
      </svg>
      ยืนยันตัวตนแล้ว
    </span>
  );
}
