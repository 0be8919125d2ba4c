import type { TicketSearchResult } from '@chokdee/shared-contract/schemas/ticket-search';
import type { TicketSearchPage } from './ticket-search-repository';

/** A search page as the number search answers it (the stores' search and the truck POS's). */
export function ticketSearchAnswer(
  page: TicketSearchPage,
  drawDate: string,
  pattern: string,
): TicketSearchResult {
  return {
    data: page.offers.map((offer) => ({
      number: String(offer.number).padStart(6, '0'),
      store_code: offer.store_code,
      store_name: offer.store_name,
      user_code: offer.user_ref,
      available: offer.available,
      price: offer.price,
    })),
    meta: { draw_date: drawDate, pattern, has_more: page.hasMore },
  };
}
