import { useEffect, useState } from 'react';

/** How long to wait for an idle moment before going ahead anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * `false` until `ready` has been true and the browser then had an idle moment; `true` from then
 * on. For work the first paint does not need (a long list behind a closed select, the popup's
 * slideshow code).
 */
export function useIdleAfter(ready: boolean): boolean {
  const [idle, setIdle] = useState(false);

  useEffect(() => {
    if (!ready || idle) return;
    const done = () => setIdle(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(done, 50);
    return () => window.clearTimeout(id);
  }, [ready, idle]);

  return idle;
}
