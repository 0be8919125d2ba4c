import { fetchWinHistory } from '@chokdee/shared-kernel/api/orders';
import type { WinHistory } from '@chokdee/shared-kernel/schemas/safe';
import { useRequest, type UseRequestResult } from '../../../lib/use-request';

const ALL_DRAWS = '';

const loadWins = (drawDate: string) => fetchWinHistory(drawDate === ALL_DRAWS ? undefined : drawDate);

/** The member's wins, of one draw or of every draw they hold tickets for. */
export function useWinHistory(drawDate: string | undefined): UseRequestResult<WinHistory> {
  return useRequest(loadWins, drawDate ?? ALL_DRAWS);
}
