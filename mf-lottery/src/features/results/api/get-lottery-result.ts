import { fetchLotteryResults } from '@chokdee/shared-kernel/api/lottery';
import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import { isCalendarDate } from '@chokdee/shared-contract/validation/calendar-date';

/** Stands for "no slug in the URL": the latest draw. */
export const LATEST_DRAW = '';

/**
 * One draw's results: the draw named by `slug`, or the latest one for `LATEST_DRAW`.
 * Resolves `null` when no such draw has results (a malformed slug never reaches the API).
 */
export async function getLotteryResult(slug: string): Promise<LotteryResult | null> {
  if (slug === LATEST_DRAW) {
    const page = await fetchLotteryResults({ page: 1, per_page: 1 });
    return page.data[0] ?? null;
  }
  // The slug of a draw's page is its draw date; anything else names no draw.
  if (!isCalendarDate(slug)) return null;
  const page = await fetchLotteryResults({ draw_date: slug, page: 1, per_page: 1 });
  return page.data[0] ?? null;
}
