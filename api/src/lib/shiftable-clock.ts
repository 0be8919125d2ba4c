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
}

export function shiftableClock(base: Clock): ShiftableClock {
  let offset = 0;
  return {
    now: () => new Date(base().getTime() + offset),
    moveTo(instant) {
      offset = instant.getTime() - base().getTime();
    },
    reset() {
      offset = 0;
    },
    offsetMs: () => offset,
  };
}
