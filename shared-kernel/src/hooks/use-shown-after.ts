import { useEffect, useState } from 'react';

/**
 * `false` for the first `delayMs` after mount, then `true`: a loading state that appears only when
 * the wait is long enough to notice, so a fast answer never flashes it (spec §9 throttles).
 */
export function useShownAfter(delayMs: number): boolean {
  const [shown, setShown] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const id = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(id);
  }, [delayMs]);
  return shown;
}
