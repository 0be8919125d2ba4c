import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * Asia/Bangkok has kept UTC+7 all year since 1920, so a fixed offset shows the same wall clock as the
 * IANA zone. dayjs's timezone plugin wrote and re-read a locale string per date instead: about
 * 40 ms of a first visit's main thread on /check-lottery (ADR 002, round 6).
 */
const BANGKOK_OFFSET_MINUTES = 7 * 60;
/** Buddhist era = Gregorian year + 543 (spec §9). */
export const BUDDHIST_ERA_OFFSET = 543;

export const THAI_MONTHS = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
] as const;

export const THAI_MONTHS_SHORT = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
] as const;

/** What a formatter shows for a missing or unreadable date. */
export const INVALID_DATE_TEXT = '-';

export type DateInput = string | Date;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const LEADING_DAY = /^(\d{4})-(\d{2})-(\d{2})/;
const HAS_OFFSET = /(Z|[+-]\d{2}:?\d{2})$/i;

/** Rejects '2026-02-30', which Date would roll over to 2 March. */
function realCalendarDay(text: string): boolean {
  const match = LEADING_DAY.exec(text);
  if (!match) return true;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The instant as seen in Bangkok. A bare 'YYYY-MM-DD' (a draw date) or a time without offset is
 * read as Bangkok local time, so it never slides to the day before on a server in UTC.
 */
export function toBangkok(input: DateInput): Dayjs | null {
  if (input instanceof Date)
    return Number.isNaN(input.getTime()) ? null : dayjs(input).utcOffset(BANGKOK_OFFSET_MINUTES);
  const text = input.trim();
  if (!dayjs(text).isValid() || !realCalendarDay(text)) return null;
  // The text is Bangkok's wall clock: read as if UTC, the instant is 7 hours earlier.
  const instant =
    DATE_ONLY.test(text) || !HAS_OFFSET.test(text)
      ? dayjs.utc(text).subtract(BANGKOK_OFFSET_MINUTES, 'minute')
      : dayjs.utc(text);
  return instant.utcOffset(BANGKOK_OFFSET_MINUTES);
}

interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/**
 * A bare 'YYYY-MM-DD' is already a Bangkok calendar day: read it without a time-zone conversion,
 * which costs a long task when a page formats every past draw (200+) at once on a phone.
 * `undefined`: not a bare day (take the general path); `null`: not a real day.
 */
function plainCalendarDay(input: DateInput): CalendarDay | null | undefined {
  if (typeof input !== 'string') return undefined;
  const text = input.trim();
  if (!DATE_ONLY.test(text)) return undefined;
  if (!realCalendarDay(text)) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * A bare 'YYYY-MM-DD' as the local `Date` a date picker works with, and back. Only the day's
 * numbers cross, never an instant, so the browser's own time zone cannot move the day.
 */
export function dateFromIsoDay(isoDay: string): Date | undefined {
  const plain = plainCalendarDay(isoDay);
  return plain ? new Date(plain.year, plain.month - 1, plain.day) : undefined;
}

export function isoDayOf(date: Date): string {
  return `${date.getFullYear()}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

function buddhistYear(d: Dayjs): number {
  return d.year() + BUDDHIST_ERA_OFFSET;
}

/** '01/12/2569' */
export function formatThaiDate(input: DateInput): string {
  const plain = plainCalendarDay(input);
  if (plain === null) return INVALID_DATE_TEXT;
  if (plain) return `${twoDigits(plain.day)}/${twoDigits(plain.month)}/${plain.year + BUDDHIST_ERA_OFFSET}`;
  const d = toBangkok(input);
  return d ? `${d.format('DD/MM')}/${buddhistYear(d)}` : INVALID_DATE_TEXT;
}

/** '01/12/69 00:30' */
export function formatThaiDateTime(input: DateInput): string {
  const d = toBangkok(input);
  if (!d) return INVALID_DATE_TEXT;
  const yy = String(buddhistYear(d) % 100).padStart(2, '0');
  return `${d.format('DD/MM')}/${yy} ${d.format('HH:mm')}`;
}

/** '1 ธันวาคม 2569' */
export function formatThaiDateLong(input: DateInput): string {
  const plain = plainCalendarDay(input);
  if (plain === null) return INVALID_DATE_TEXT;
  if (plain) return `${plain.day} ${THAI_MONTHS[plain.month - 1]} ${plain.year + BUDDHIST_ERA_OFFSET}`;
  const d = toBangkok(input);
  return d ? `${d.date()} ${THAI_MONTHS[d.month()]} ${buddhistYear(d)}` : INVALID_DATE_TEXT;
}
