/** How far a project is toward its wish target, 0–100 (a target of none or 0 reads 0). */
export function supportPercent(count: number, target: number | null): number {
  if (!target || target <= 0) return 0;
  return Math.min(100, Math.floor((count / target) * 100));
}

/**
 * The bar's fill for a percent, in steps of 5 (one CSS rule each: server-rendered HTML carries no
 * style attribute); any support at all shows at least the first step.
 */
export function barStep(percent: number): number {
  if (percent <= 0) return 0;
  return Math.min(100, Math.max(5, Math.round(percent / 5) * 5));
}

/** Days left until the end date (Bangkok calendar days), or null without one; never negative. */
export function daysLeft(endsOn: string | null, today: string): number | null {
  if (!endsOn) return null;
  const ms = Date.parse(`${endsOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`);
  return Math.max(0, Math.round(ms / 86_400_000));
}

/** Today in Bangkok as YYYY-MM-DD. */
export function bangkokToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}
