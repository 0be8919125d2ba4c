import type { LotteryCartItem, LotteryCartResponse } from '@chokdee/shared-kernel/schemas/lottery-cart';
import type { CartRow } from '#api/db/schema/inventory';
import type { HeldTicket } from '#api/repositories/carts-repository';

export const unixSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** 0–999999 → the 6-digit string every answer uses. */
export const ticketNumberText = (number: number) => String(number).padStart(6, '0');

/** Held tickets → one item per number: how many, the price of one, the total and the sets. */
export function groupTickets(held: readonly HeldTicket[]): LotteryCartItem[] {
  const byNumber = new Map<number, HeldTicket[]>();
  for (const ticket of held) {
    const group = byNumber.get(ticket.number);
    if (group) group.push(ticket);
    else byNumber.set(ticket.number, [ticket]);
  }
  return [...byNumber.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, group]) => {
      const text = ticketNumberText(number);
      const total = group.reduce((sum, ticket) => sum + ticket.price, 0);
      return {
        id: text,
        number: text,
        quantity: group.length,
        // Sets of one number normally cost the same; if not, the dearest is the one shown.
        price: Math.max(...group.map((ticket) => ticket.price)),
        total_price: total,
        set_numbers: group.map((ticket) => ticket.set_no).sort((a, b) => a - b),
      };
    });
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
