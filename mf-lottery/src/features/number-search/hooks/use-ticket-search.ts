import type { TicketSearchResult } from '@chokdee/shared-contract/schemas/ticket-search';
import { isSearchPattern } from '@chokdee/shared-contract/validation/search-pattern';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';

// The search call (and the app's own zod its schemas bring) loads with the first search: a
// store page opens without one.
async function load(pattern: string, store: string | undefined): Promise<TicketSearchResult> {
  const { searchTickets } = await import('../api/search-tickets');
  return searchTickets({ pattern, store: store || undefined });
}

/** Searches `pattern` (in one store when `storeCode` is given); waits while there is no valid pattern. */
export function useTicketSearch(
  pattern: string | null,
  storeCode?: string,
): UseRequestResult<TicketSearchResult> {
  const valid = isSearchPattern(pattern) ? pattern : null;
  const key = valid === null ? null : requestKeys.lottery.tickets(valid, storeCode);
  return useRequest(key, () => load(valid ?? '', storeCode));
}
