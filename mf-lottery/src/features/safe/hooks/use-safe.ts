import { fetchSafe } from '@chokdee/shared-kernel/api/orders';
import type { SafeDraw } from '@chokdee/shared-contract/schemas/safe';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';

/** Newest draw first, whatever order the answer came in. */
async function loadSafe(): Promise<SafeDraw[]> {
  const draws = await fetchSafe();
  return [...draws]
    .filter((draw) => draw.tickets.length > 0)
    .sort((a, b) => b.draw_date.localeCompare(a.draw_date));
}

/** The member's tickets, one group per draw. */
export function useSafe(): UseRequestResult<SafeDraw[]> {
  return useRequest(requestKeys.orders.safe, loadSafe);
}
