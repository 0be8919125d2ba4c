/** Spec §4: shown when a cart's reservation has run out. */
export const COUNTDOWN_EXPIRED_TEXT = 'หมดเวลา';

/** Seconds left until `expireUnix` at `nowMs` (never negative). */
export function secondsLeft(expireUnix: number, nowMs: number): number {
  return Math.max(0, expireUnix - Math.floor(nowMs / 1000));
}

/** Spec §4: mm:ss while time remains, 'หมดเวลา' at zero. Minutes keep counting past 59. */
export function formatCountdown(seconds: number): string {
  if (!(seconds > 0)) return COUNTDOWN_EXPIRED_TEXT;
  const whole = Math.floor(seconds);
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
