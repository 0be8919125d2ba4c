import { useEffect, useState } from 'react';

/**
 * Whole seconds until `endsAt` (ms on this device's clock), read again every second until it has
 * passed (spec §9 countdown tick); 0 once it has, or when there is nothing to wait for (null).
 * `knownAt` is when the end was learned (an answer's arrival, a button press): the count never
 * starts from an earlier reading of the clock.
 */
export function useSecondsLeft(endsAt: number | null, knownAt = 0): number {
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at >= endsAt) clearInterval(timer);
    };
    // Read the clock at once too: the last reading may be old when a new end arrives.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [endsAt]);

  return endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - Math.max(now, knownAt)) / 1000));
}
