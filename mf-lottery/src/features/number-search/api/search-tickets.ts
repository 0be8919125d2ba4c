import { request } from '@chokdee/shared-kernel/api/client';
import {
  TicketSearchResultSchema,
  type TicketSearchResult,
} from '@chokdee/shared-contract/schemas/ticket-search';

export const SEARCH_LIMIT = 60;

export interface TicketSearchInput {
  pattern: string;
  /** One store's code; every store when left out. */
  store?: string;
}

/** Numbers on sale in the current draw matching `pattern` (`__12__`, `123___`, …), by number. */
export function searchTickets(
  input: TicketSearchInput,
  options: { signal?: AbortSignal } = {},
): Promise<TicketSearchResult> {
  return request(TicketSearchResultSchema, '/public/v2/lotteries/search', {
    searchParams: { pattern: input.pattern, store: input.store, limit: SEARCH_LIMIT },
    ...options,
  });
}
