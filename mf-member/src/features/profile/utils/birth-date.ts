import { BUDDHIST_ERA_OFFSET } from '@chokdee/shared-contract/format/date';
import { MIN_BUYER_AGE } from '@chokdee/shared-contract/schemas/auth';

/** The three selects of a date of birth: day, month (1–12) and Buddhist-era year, '' when unset. */
export type BirthDateParts = { day: string; month: string; year: string };

export const EMPTY_BIRTH_DATE: BirthDateParts = { day: '', month: '', year: '' };

/** '1990-05-07' → { day: '7', month: '5', year: '2533' }. */
export function toParts(isoDate: string | null | undefined): BirthDateParts {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate ?? '');
  if (!match) return EMPTY_BIRTH_DATE;
  const [, y = '', m = '', d = ''] = match;
  return { day: String(Number(d)), month: String(Number(m)), year: String(Number(y) + BUDDHIST_ERA_OFFSET) };
}

/** The parts as 'YYYY-MM-DD' (Gregorian), or '' while one is missing. */
export function toIsoDate(parts: BirthDateParts): string {
  if (!parts.day || !parts.month || !parts.year) return '';
  const year = Number(parts.year) - BUDDHIST_ERA_OFFSET;
  return `${String(year).padStart(4, '0')}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}

/** Buddhist-era years to offer, newest first: buyers are 20 or older, nobody is over 120. */
export function birthYears(today: Date): number[] {
  const newest = today.getFullYear() + BUDDHIST_ERA_OFFSET - MIN_BUYER_AGE;
  return Array.from({ length: 101 }, (_, i) => newest - i);
}
