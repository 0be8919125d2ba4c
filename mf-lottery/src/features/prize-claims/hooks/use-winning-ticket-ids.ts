import { fetchWinHistory } from '@chokdee/shared-kernel/api/orders';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';

const NONE: ReadonlySet<number> = new Set();

/**
 * The ids of the member's winning tickets, from the win history of every draw (the same cached
 * read as the win history page). Read only when a draw on screen has its results.
 */
export function useWinningTicketIds(anyDrawn: boolean): ReadonlySet<number> {
  const history = useRequest(anyDrawn ? requestKeys.orders.wins(undefined) : null, (signal) =>
    fetchWinHistory(undefined, { signal }),
  );
  if (history.status !== 'success') return NONE;
  return new Set(history.data.data.map((win) => win.ticket_id));
}
