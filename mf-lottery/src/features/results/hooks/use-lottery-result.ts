import type { LotteryResult } from '@chokdee/shared-kernel/schemas/lottery-result';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import { takeLotteryResult } from '../api/result-prefetch';

/** The results of the draw named by `slug` (`LATEST_DRAW` for the newest); `null` data = no such draw. */
export function useLotteryResult(slug: string): UseRequestResult<LotteryResult | null> {
  return useRequest(slug, takeLotteryResult);
}
