import { CLAIM_WINDOW_YEARS } from '@chokdee/shared-contract/rules/prize-claim';
import { bangkokDate } from '#api/lib/bangkok-time';

/** The last Bangkok day a prize of the draw may be claimed: the draw's day, two years on. */
export function lastClaimDay(drawDate: string): string {
  const day = new Date(`${drawDate}T00:00:00Z`);
  day.setUTCFullYear(day.getUTCFullYear() + CLAIM_WINDOW_YEARS);
  return day.toISOString().slice(0, 10);
}

/** Whether `now` (in Bangkok) is past the draw's claim window. */
export function claimWindowClosed(drawDate: string, now: Date): boolean {
  return bangkokDate(now) > lastClaimDay(drawDate);
}
