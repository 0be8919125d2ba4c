import { useShownAfter } from '@chokdee/shared-kernel/hooks/use-shown-after';
import { LOADING_OVERLAY_THROTTLE_MS } from '@chokdee/shared-contract/rules/timings';
import styles from './remote-outlet.module.css';

/**
 * Polite placeholder while a remote's manifest and chunks arrive: the page's loading overlay,
 * visible only after spec §9's 50 ms throttle (a cached remote never flashes it).
 */
export function RemoteLoading() {
  const shown = useShownAfter(LOADING_OVERLAY_THROTTLE_MS);
  return (
    <div
      role="status"
      aria-live="polite"
      className={shown ? styles.loading : `${styles.loading} ${styles.loadingPending}`}
    >
      <span className={styles.spinner} aria-hidden="true" />
      กำลังโหลด…
    </div>
  );
}
