import type { SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import {
  cartContextSelect,
  toCartContext,
  type CartContext,
  type CartContextRow,
  type HeldTicket,
} from './carts-repository';
import { preparedStatement } from './cart-sql';
import {
  heldAfterReservation,
  ticketReservationStatement,
  type TicketReservationInput,
  type TicketReservationParams,
  type TicketReservationRow,
} from './ticket-reservation';

export type ReserveInLiveCartInput = TicketReservationInput;

export type ReserveInLiveCartParams = TicketReservationParams;

export type ReserveInLiveCartResult =
  /** The cart (with its store and draw, for the answer) and what it holds now, new tickets included. */
  | { status: 'reserved'; context: CartContext; reserved: number; held: HeldTicket[] }
  /** Not this member's cart: no such cart, someone else's. */
  | { status: 'cart_unknown' }
  /**
   * Nothing reserved because the cart is closed or expired, or its draw or store does not sell now
   * (`context` says which, for the error), or — `live` — the cart was full or too few were free.
   */
  | { status: 'refused'; context: CartContext; live: boolean; held: number; free: number };

/**
 * The whole reservation of POST /carts/{id}/items in ONE statement and one round trip: the
 * reservation (`ticketReservationStatement`, read its comment) gated on the sale, so the sale rule
 * (draw open, `sale_start_at ≤ now < sale_end_at`, the kernel's `isSaleOpen`) and the store rule
 * (open, not sold out) are checked inside the statement instead of a query before it, and the
 * cart's context answers the reason of a refusal (404, 410, or which 422).
 * Exported as SQL so bench/ runs the same text under pgbench.
 */
export function reserveInLiveCartStatement(p: ReserveInLiveCartParams): SQL {
  return ticketReservationStatement(p, { context: cartContextSelect(p.cartId, p.userId) });
}

type Row = CartContextRow & TicketReservationRow;

const statement = preparedStatement<ReserveInLiveCartInput>(
  'cart_reserve_in_live_cart',
  ['cartId', 'userId', 'number', 'quantity', 'maxTickets', 'now'],
  reserveInLiveCartStatement,
);

/** Runs `reserveInLiveCartStatement` and says what happened. */
export async function reserveInLiveCart(
  db: Executor,
  input: ReserveInLiveCartInput,
): Promise<ReserveInLiveCartResult> {
  const [row] = await statement.run<Row>(db, input);
  if (!row) return { status: 'cart_unknown' };
  const context = toCartContext(row);
  if (row.reserved > 0) {
    return { status: 'reserved', context, reserved: row.reserved, held: heldAfterReservation(row) };
  }
  return { status: 'refused', context, live: row.cart_live, held: row.held, free: row.free ?? 0 };
}
