// Plain, with no zod: a first load that checks a date in a URL need not download a schema library.
/** `YYYY-MM-DD` that names a day the calendar has: the format alone lets 2026-02-30 and 2026-99-99 through. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC reads years 0–99 as 1900–1999, so those fail the year check too.
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}
