/**
 * A day and time value (`2026-11-21T20:00`) read as Bangkok time (UTC+7, no daylight saving),
 * as an ISO instant with its offset; empty → null. And back, for an existing schedule.
 */
export function bangkokInputToIso(value: string): string | null {
  if (!value) return null;
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+07:00` : null;
}

export function isoToBangkokInput(iso: string | null): string {
  if (!iso) return '';
  const shifted = new Date(Date.parse(iso) + 7 * 60 * 60 * 1000);
  return shifted.toISOString().slice(0, 16);
}
