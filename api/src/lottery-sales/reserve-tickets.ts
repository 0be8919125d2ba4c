import type { Executor } from '#api/db/client';
import type { HeldTicket } from './carts-repository';
import { preparedStatement } from './cart-sql';
import {
  heldAfterReservation,
  ticketReservationStatement,
  type TicketReservationInput,
  type TicketReservationRow,
} from './ticket-reservation';

export type ReserveTicketsInput = TicketReservationInput;

export type ReserveTicketsResult =
  /** What the cart holds now, the new tickets included (the answer needs no second query). */
  | { status: 'reserved'; reserved: number; held: HeldTicket[] }
  /** The cart is not this member's live cart any more (closed, expired, someone else's). */
  | { status: 'cart_gone' }
  | { status: 'cart_full'; held: number }
  /** Fewer than `quantity` tickets were free: nothing was reserved. */
  | { status: 'not_enough'; free: number };

/**
 * The reservation without the sale gate, for a caller that checked the sale itself and made the
 * cart in its own transaction (the truck's sale): `ticketReservationStatement` as is.
 */
const statement = preparedStatement<ReserveTicketsInput>(
  'cart_reserve_tickets',
  ['cartId', 'userId', 'number', 'quantity', 'maxTickets', 'now'],
  (params) => ticketReservationStatement(params),
);

/** Reserves `quantity` tickets of `number` in the cart, all or nothing, and says what happened. */
export async function reserveTickets(
  db: Executor,
  input: ReserveTicketsInput,
): Promise<ReserveTicketsResult> {
  const [row] = await statement.run<TicketReservationRow>(db, input);
  if (!row) throw new Error('the reservation statement returned no row');
  if (row.reserved > 0)
    return { status: 'reserved', reserved: row.reserved, held: heldAfterReservation(row) };
  if (!row.cart_live) return { status: 'cart_gone' };
  if (row.held + input.quantity > input.maxTickets) return { status: 'cart_full', held: row.held };
  return { status: 'not_enough', free: row.free ?? 0 };
}
