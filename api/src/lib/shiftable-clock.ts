import type { Clock } from './clock';

/**
 * A clock a development API can move (`/dev/clock`): the e2e suite watches a campaign go live and
 * off on time without waiting for it. It starts `homeOffsetMs` off `base`, and `reset` comes back
 * there. Production never builds one (app.ts).
 */
export interface ShiftableClock {
  now: Clock;
  /** From now on, `now()` answers this instant plus the time that passes. */
  moveTo(instant: Date): void;
  /** Back to where it started (`homeOffsetMs` off the base clock). */
  reset(): void;
  offsetMs(): number;
  /** Runs `listener` after each move (timers set by the old time are due again); answers the undo. */
  onMoved(listener: () => void): () => void;
}

export function shiftableClock(base: Clock, homeOffsetMs = 0): ShiftableClock {
  let offset = homeOffsetMs;
  const listeners = new Set<() => void>();
  const moved = () => listeners.forEach((listener) => listener());
  return {
    now: () => new Date(base().getTime() + offset),
    moveTo(instant) {
      offset = instant.getTime() - base().getTime();
      moved();
    },
    reset() {
      offset = homeOffsetMs;
      moved();
    },
    offsetMs: () => offset,
    onMoved(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
