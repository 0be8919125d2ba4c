import styles from './remote-outlet.module.css';

/** Polite placeholder while a remote's manifest and chunks arrive. */
export function RemoteLoading() {
  return (
    <div role="status" aria-live="polite" className={styles.loading}>
      <span className={styles.spinner} aria-hidden="true" />
      กำลังโหลด…
    </div>
  );
}
