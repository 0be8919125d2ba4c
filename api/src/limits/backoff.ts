/**
 * A progressive back-off: the first `freeTries` attempts under a key go through at once; from then
 * on each attempt makes the next one wait, twice as long each time (`firstDelayMs`, then double,
 * at most `maxDelayMs`). Nothing is ever locked for good: once the wait is over an attempt goes
 * through again, so whoever knows the password gets in after at most `maxDelayMs`. The count
 * starts again from zero `forgetAfterMs` after the last attempt (or when the caller clears it).
 */
export interface BackoffPolicy {
  freeTries: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/** How long the attempt after the `attempts`-th must wait (0: it may come at once). */
export function backoffDelayMs(attempts: number, policy: BackoffPolicy): number {
  if (attempts < policy.freeTries) return 0;
  // Capped before the power so a long run of attempts cannot overflow to Infinity.
  const doublings = Math.min(attempts - policy.freeTries, 40);
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** doublings);
}
