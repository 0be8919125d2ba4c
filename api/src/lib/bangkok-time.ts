/**
 * Asia/Bangkok is UTC+7 all year (no daylight saving since 1920), so a fixed offset is exact and
 * needs no time-zone database.
 */
export const BANGKOK_TIMEZONE = 'Asia/Bangkok';
const OFFSET_MS = 7 * 60 * 60 * 1000;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The instant as ISO 8601 with the Bangkok offset, e.g. `2026-12-01T14:00:00.000+07:00`. */
export function toBangkokIso(instant: Date): string {
  const local = new Date(instant.getTime() + OFFSET_MS);
  const day = local.toISOString().slice(0, 23);
  return `${day}+07:00`;
}

/** The Bangkok calendar day `YYYY-MM-DD` of an instant. */
export function bangkokDate(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of a Bangkok wall-clock time on a Bangkok day. */
export function bangkokInstant(day: string, hour: number, minute = 0): Date {
  return new Date(`${day}T${pad(hour)}:${pad(minute)}:00+07:00`);
}

/** Calendar arithmetic on `YYYY-MM-DD` days, independent of the host's time zone. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
