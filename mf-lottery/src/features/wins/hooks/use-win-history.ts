import { fetchWinHistory } from '@chokdee/shared-kernel/api/orders';
import type { WinHistory } from '@chokdee/shared-kernel/schemas/safe';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';

const ALL_DRAWS = '';

const loadWins = (drawDate: string) => fetchWinHistory(drawDate === ALL_DRAWS ? undefined : drawDate);

/** The member's wins, of one draw or of every draw they hold tickets for. */
export function useWinHistory(drawDate: string | undefined): UseRequestResult<WinHistory> {
  return useRequest(drawDate ?? ALL_DRAWS, loadWins);
}
