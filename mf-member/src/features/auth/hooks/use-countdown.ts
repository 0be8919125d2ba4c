import { useCallback, useEffect, useState } from 'react';

interface Clock {
  until: number;
  now: number;
}

/**
 * A seconds countdown ticking each second (spec §9 countdown tick). `start(seconds)` begins it;
 * `secondsLeft` is 0 when there is nothing to wait for.
 */
export function useCountdown() {
  const [clock, setClock] = useState<Clock | null>(null);
  const running = clock !== null && clock.now < clock.until;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setClock((c) => c && { ...c, now: Date.now() }), 1000);
    return () => clearInterval(timer);
  }, [running]);

  const start = useCallback((seconds: number) => {
    const now = Date.now();
    setClock({ now, until: now + seconds * 1000 });
  }, []);

  const secondsLeft = clock ? Math.max(0, Math.ceil((clock.until - clock.now) / 1000)) : 0;
  return { secondsLeft, start };
}
