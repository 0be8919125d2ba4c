import type { TicketOffer, TicketSearchResult } from '@chokdee/shared-contract/schemas/ticket-search';

export function offerFixture(number: string, overrides: Partial<TicketOffer> = {}): TicketOffer {
  return {
    number,
    store_code: 'S1',
    store_name: 'ร้านโชคดีมีชัย',
    user_code: 'dealer-1',
    available: 5,
    price: 80,
    ...overrides,
  };
}

export function searchResultFixture(
  pattern: string,
  offers: TicketOffer[],
  hasMore = false,
): TicketSearchResult {
  return { data: offers, meta: { draw_date: '2026-12-01', pattern, has_more: hasMore } };
}
