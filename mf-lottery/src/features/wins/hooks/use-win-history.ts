import { fetchWinHistory } from '@chokdee/shared-kernel/api/orders';
import type { WinHistory } from '@chokdee/shared-contract/schemas/safe';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';

/** The member's wins, of one draw or of every draw they hold tickets for. */
export function useWinHistory(drawDate: string | undefined): UseRequestResult<WinHistory> {
  return useRequest(requestKeys.orders.wins(drawDate), (signal) =>
    fetchWinHistory(drawDate || undefined, { signal }),
  );
}
