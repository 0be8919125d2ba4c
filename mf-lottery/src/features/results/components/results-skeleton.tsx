import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import styles from './results-skeleton.module.css';

export type ResultsSkeletonProps = {
  /** What is loading, in Thai (shown and read out). */
  label: string;
};

/**
 * The results' place while they load: blocks of the first prize, the four short-number prizes
 * and the checker, at their final sizes, and at least a screen tall. The results then replace it
 * without moving anything already on screen (the site footer stays below the fold).
 */
export function ResultsSkeleton({ label }: ResultsSkeletonProps) {
  return (
    <div className={styles.skeleton}>
      <div className={styles.top}>
        <div className={styles.first}>
          <LoadingState label={label} />
        </div>
        <div className={styles.highlights} aria-hidden="true">
          <span className={styles.block} />
          <span className={styles.block} />
          <span className={styles.block} />
          <span className={styles.block} />
        </div>
      </div>
      <div className={styles.checker} aria-hidden="true" />
    </div>
  );
}
