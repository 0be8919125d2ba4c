import type { LotteryCartItem, LotteryCartResponse } from '@chokdee/shared-contract/schemas/lottery-cart';
import type { CartRow } from './inventory-tables';
import type { HeldTicket } from './carts-repository';

export const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** 0–999999 → the 6-digit string every answer uses. */
export const ticketNumberText = (number: number) => String(number).padStart(6, '0');

/**
 * Held tickets → one item per number: how many, the price of one, the total and the sets. One sort
 * (number, then set) and one pass: this runs for every cart answer, up to 50 tickets each.
 */
export function groupTickets(held: readonly HeldTicket[]): LotteryCartItem[] {
  const sorted = [...held].sort((a, b) => a.number - b.number || a.set_no - b.set_no);
  const items: LotteryCartItem[] = [];
  for (let i = 0; i < sorted.length;) {
    const { number } = sorted[i]!;
    const setNumbers: number[] = [];
    let total = 0;
    let price = -Infinity;
    for (; i < sorted.length && sorted[i]!.number === number; i++) {
      const ticket = sorted[i]!;
      setNumbers.push(ticket.set_no);
      total += ticket.price;
      // Sets of one number normally cost the same; if not, the dearest is the one shown.
      if (ticket.price > price) price = ticket.price;
    }
    const text = ticketNumberText(number);
    items.push({
      id: text,
      number: text,
      quantity: setNumbers.length,
      price,
      total_price: total,
      set_numbers: setNumbers,
    });
  }
  return items;
}

/**
 * Spec §7 "Response: meta.id, data, meta". `expire_unix` and `now_unix` both come from the
 * server clock, so the countdown is right whatever the device's clock says.
 */
export function toCartResponse(
  cart: Pick<CartRow, 'id' | 'expires_at' | 'is_group' | 'group_quantity'>,
  context: { storeCode: string; drawDate: string; now: Date },
  held: readonly HeldTicket[],
): LotteryCartResponse {
  const data = groupTickets(held);
  return {
    data,
    meta: {
      id: cart.id,
      store_code: context.storeCode,
      draw_date: context.drawDate,
      total_quantity: data.reduce((sum, item) => sum + item.quantity, 0),
      total_price: data.reduce((sum, item) => sum + item.total_price, 0),
      expire_unix: unixSeconds(cart.expires_at),
      now_unix: unixSeconds(context.now),
      isGroup: cart.is_group,
      // The cart keeps no group pattern; the count of the random pick is what the UI shows.
      groupNumber: null,
      groupQuantity: cart.is_group ? cart.group_quantity : null,
    },
  };
}
