import type { LotteryDraw } from '@chokdee/shared-contract/schemas/lottery-draw';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { getPastDraws } from '../api/get-past-draws';

/** Every past draw; nothing is requested until `enabled` (the list is not needed for the first paint). */
export function usePastDraws(enabled = true): UseRequestResult<LotteryDraw[]> {
  return useRequest(enabled ? requestKeys.lottery.pastDraws : null, getPastDraws);
}
