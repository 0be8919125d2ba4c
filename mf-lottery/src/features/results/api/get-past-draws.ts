import { fetchLotteryDraws } from '@chokdee/shared-kernel/api/lottery';
import type { LotteryDraw } from '@chokdee/shared-contract/schemas/lottery-draw';

/** The API's upper limit for one list: every past draw fits (two draws a month since 2015). */
export const PAST_DRAWS_LIMIT = 500;

/** Every drawn draw, newest first, for the draw picker. */
export function getPastDraws(): Promise<LotteryDraw[]> {
  return fetchLotteryDraws({ status: 'past', limit: PAST_DRAWS_LIMIT });
}
