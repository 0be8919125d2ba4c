import type { LotteryDraw } from '@chokdee/shared-kernel/schemas/lottery-draw';
import { useRequest, type UseRequestResult } from '../../../lib/use-request';
import { getPastDraws } from '../api/get-past-draws';

export function usePastDraws(): UseRequestResult<LotteryDraw[]> {
  return useRequest(getPastDraws, 'past');
}
