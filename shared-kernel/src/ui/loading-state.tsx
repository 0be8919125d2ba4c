import { useShownAfter } from '../hooks/use-shown-after';
import { SPINNER_THROTTLE_MS } from '@chokdee/shared-contract/rules/timings';
import styles from './loading-state.module.css';

export type LoadingStateProps = {
  /** What is loading, in Thai, read out by screen readers. */
  label: string;
};

/**
 * A spinner and its label. It keeps its place from the start but becomes visible only after
 * spec §9's spinner throttle (400 ms), so an answer faster than that never flickers it.
 */
export function LoadingState({ label }: LoadingStateProps) {
  const shown = useShownAfter(SPINNER_THROTTLE_MS);
  return (
    <div className={shown ? styles.loading : `${styles.loading} ${styles.pending}`} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
