import { useCallback, useState } from 'react';
import { useSecondsLeft } from '@chokdee/shared-kernel/hooks/use-seconds-left';

/**
 * A seconds countdown ticking each second (spec §9 countdown tick). `start(seconds)` begins it;
 * `secondsLeft` is 0 when there is nothing to wait for.
 */
export function useCountdown() {
  const [wait, setWait] = useState<{ from: number; until: number } | null>(null);
  const secondsLeft = useSecondsLeft(wait?.until ?? null, wait?.from);
  const start = useCallback((seconds: number) => {
    const from = Date.now();
    setWait({ from, until: from + seconds * 1000 });
  }, []);
  return { secondsLeft, start };
}
