import { TicketPatternSchema, type TicketSearchResult } from '@chokdee/shared-contract/schemas/ticket-search';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { searchTickets } from '../api/search-tickets';

function load(pattern: string, store: string | undefined): Promise<TicketSearchResult> {
  return searchTickets({ pattern, store: store || undefined });
}

/** True for a pattern the API accepts: six digits or '_', at least one digit. */
export function isSearchPattern(pattern: string | null | undefined): pattern is string {
  return TicketPatternSchema.safeParse(pattern ?? '').success;
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
