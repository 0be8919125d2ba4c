import type { TicketOffer } from '@chokdee/shared-contract/schemas/ticket-search';

/**
 * Each open stream holds one of the browser's few connections to the API host (6 over HTTP/1.1),
 * so the search across stores follows only the first stores it shows.
 */
export const MAX_LIVE_STORES = 3;

/** The codes of the first stores in the offers, in the order shown. */
export function liveStores(offers: readonly TicketOffer[]): string[] {
  return [...new Set(offers.map((offer) => offer.store_code))].slice(0, MAX_LIVE_STORES);
}
