import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { on } from '@chokdee/shared-kernel/events';
import { createProgressController, PROGRESS_DURATION_MS } from './progress-controller';
import styles from './route-progress-bar.module.css';

export const PROGRESS_LABEL = 'กำลังโหลด';

/**
 * Spec §9 route progress bar: a thin bar at the top while an API call (the kernel's
 * `request:start` / `request:end` events) takes longer than 200 ms; red when one failed. A
 * navigation itself loads no data (no route has a loader): what it waits for is a remote's code,
 * shown by the page slot's loading state, and then the page's calls, which move this bar.
 */
export function RouteProgressBar() {
  const [bar] = useState(createProgressController);
  const phase = useSyncExternalStore(bar.subscribe, bar.getPhase, bar.getPhase);

  useEffect(() => {
    const offStart = on('request:start', () => bar.start());
    const offEnd = on('request:end', ({ ok }) => bar.end(ok));
    return () => {
      offStart();
      offEnd();
    };
  }, [bar]);

  useEffect(() => () => bar.dispose(), [bar]);

  if (phase === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={PROGRESS_LABEL}
      aria-busy={phase === 'running'}
      data-phase={phase}
      className={`${styles.track} ${styles[phase]}`}
      style={{ '--cd-progress-duration': `${PROGRESS_DURATION_MS}ms` } as CSSProperties}
    >
      <span className={styles.bar} />
    </div>
  );
}
