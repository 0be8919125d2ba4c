import { fetchCurrentDraw, fetchLotteryDraws } from '@chokdee/shared-kernel/api/lottery';
import type { LotteryDraw } from '@chokdee/shared-contract/schemas/lottery-draw';

/** The API's upper limit for one list: every draw since 2015 fits (two a month). */
export const ALL_DRAWS_LIMIT = 500;

export type DrawData = {
  /** Every draw the system holds, drawn or not, newest first. */
  draws: LotteryDraw[];
  /** The draw on sale now, or the next one to open; null when the system has none. */
  current: LotteryDraw | null;
};

/** The two existing reads the page needs, side by side; a missing current draw is not an error. */
export async function getDrawData(signal?: AbortSignal): Promise<DrawData> {
  const [draws, current] = await Promise.all([
    fetchLotteryDraws({ limit: ALL_DRAWS_LIMIT }, { signal }),
    fetchCurrentDraw({ signal }).catch((error: unknown) => {
      if (isNotFound(error)) return null;
      throw error;
    }),
  ]);
  return { draws, current };
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}
