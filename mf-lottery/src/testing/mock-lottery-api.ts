import type { LotteryResultPage } from '@chokdee/shared-kernel/api/lottery';
import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';

/** A page of results as the API answers it. */
export function resultPage(results: LotteryResult[]): LotteryResultPage {
  return {
    data: results,
    meta: { page: 1, per_page: Math.max(results.length, 1), total: results.length, last_page: 1 },
  };
}

/**
 * A stand-in for `fetchLotteryResults` over a few draws, newest first, that filters by
 * `draw_date` the way the API does (an unknown date gives an empty page).
 */
export function resultsServer(draws: LotteryResult[]) {
  return async (query: { draw_date?: string } = {}): Promise<LotteryResultPage> => {
    if (query.draw_date === undefined) return resultPage(draws.slice(0, 1));
    return resultPage(draws.filter((draw) => draw.draw_date === query.draw_date));
  };
}
