import type { LotteryDraw } from '@chokdee/shared-contract/schemas/lottery-draw';
import { fetchLotteryDraws } from '@chokdee/shared-kernel/api/lottery';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';

/**
 * Every drawn draw, newest first: the same call and shape the results page reads under this key
 * (features/results/api/get-past-draws.ts), so the two share one answer.
 */
const PAST_DRAWS_LIMIT = 500;

export function useClaimDraws(enabled: boolean): UseRequestResult<LotteryDraw[]> {
  return useRequest(enabled ? requestKeys.lottery.pastDraws : null, (signal) =>
    fetchLotteryDraws({ status: 'past', limit: PAST_DRAWS_LIMIT }, { signal }),
  );
}
