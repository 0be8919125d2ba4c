/**
 * A calendar day as `YYYY-MM-DD` and as the local `Date` a date picker works with. Only the day's
 * numbers cross, never an instant, so the browser's own time zone cannot move the day.
 */
export function dateFromIsoDay(isoDay: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // Date rolls 2026-02-30 over into March and month 13 into the next year: not a real day.
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : undefined;
}

export function isoDayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
