import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { takeLotteryResult } from '../api/result-prefetch';

/** The results of the draw named by `slug` (`LATEST_DRAW` for the newest); `null` data = no such draw. */
export function useLotteryResult(slug: string): UseRequestResult<LotteryResult | null> {
  return useRequest(requestKeys.lottery.result(slug), () => takeLotteryResult(slug));
}
