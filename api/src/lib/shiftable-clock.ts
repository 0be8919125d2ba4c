import type { Clock } from './clock';

/**
 * A clock a development API can move (`/dev/clock`): the e2e suite watches a campaign go live and
 * off on time without waiting for it. Production never builds one (app.ts).
 */
export interface ShiftableClock {
  now: Clock;
  /** From now on, `now()` answers this instant plus the time that passes. */
  moveTo(instant: Date): void;
  reset(): void;
  offsetMs(): number;
  /** Runs `listener` after each move (timers set by the old time are due again); answers the undo. */
  onMoved(listener: () => void): () => void;
}

export function shiftableClock(base: Clock): ShiftableClock {
  let offset = 0;
  const listeners = new Set<() => void>();
  const moved = () => listeners.forEach((listener) => listener());
  return {
    now: () => new Date(base().getTime() + offset),
    moveTo(instant) {
      offset = instant.getTime() - base().getTime();
      moved();
    },
    reset() {
      offset = 0;
      moved();
    },
    offsetMs: () => offset,
    onMoved(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
