import { toBangkok } from '../format/date';

/** A calendar day in Asia/Bangkok as 'YYYYMMDD' (spec §4: the once-a-day popup and banner). */
export type BangkokDayKey = string;

const DAY_KEY = /^\d{8}$/;

/**
 * The Bangkok calendar day of an instant. Bangkok is UTC+7, so a new day starts at 17:00 UTC:
 * a visitor who saw the announcement at 23:50 sees it again ten minutes later, not at 07:00.
 */
export function bangkokDayKey(now: Date | number = Date.now()): BangkokDayKey {
  const day = toBangkok(new Date(now));
  // An invalid instant (NaN clock) gives a key no stored value can equal: shown rather than lost.
  return day ? day.format('YYYYMMDD') : '';
}

/** True when `stored` (a key read back from storage, maybe missing or garbled) is today's Bangkok day. */
export function isTodayInBangkok(
  stored: string | null | undefined,
  now: Date | number = Date.now(),
): boolean {
  if (!stored || !DAY_KEY.test(stored)) return false;
  return stored === bangkokDayKey(now);
}
