import { sql, type SQL } from 'drizzle-orm';
import type { HeldTicket } from './carts-repository';
import { freeTicket, instantParam, type Param } from './cart-sql';
import { stockNoticeSelect } from './stock-notice';

/** What every reservation names: the cart (whose store and draw say which tickets) and the number. */
export interface TicketReservationInput {
  cartId: string;
  /** The cart must belong to this member. */
  userId: number;
  number: number;
  quantity: number;
  /** The most tickets the cart may hold after this reservation. */
  maxTickets: number;
  /** The app clock (`app.now()`), never SQL `now()`, so tests can move time. */
  now: Date;
}

export type TicketReservationParams = {
  [K in keyof TicketReservationInput]: Param<TicketReservationInput[K]>;
};

/**
 * The cart's context SELECT (`cartContextSelect`) when the statement also gates on the sale: the
 * cart is live only if its draw sells now and its store is open and not sold out, and the row of
 * that SELECT is answered beside the outcome.
 */
export interface SaleGate {
  context: SQL;
}

/**
 * THE reservation, as ONE statement (no read-then-write across statements); both the member's
 * cart (POST /carts/{id}/items) and the truck's sale build it here:
 * - `cart` is the member's live cart (open, not expired at `$now`, and with a `gate` its draw and
 *   store selling); the cart row is share-locked, so closing the cart (an UPDATE of that row)
 *   waits for this statement and then releases what it reserved, and a reservation after the close
 *   finds no live cart. The cart's own draw and store say which tickets;
 * - `held` is what the cart holds now;
 * - `picked` takes `$quantity` free tickets of (draw, store, number) with `FOR UPDATE SKIP LOCKED`,
 *   so concurrent buyers never wait on each other's rows; a row another buyer changed after our
 *   snapshot is re-checked against the free rule after the lock and passed over if taken;
 * - `reserved` updates them only if exactly `$quantity` were picked: all or nothing. Picked rows
 *   that are not updated are unlocked when the statement ends.
 * Free ⇔ `sold_at IS NULL AND (held_until IS NULL OR held_until <= $now)`; a cart holds a ticket
 * until `cart.expires_at`, so an expired cart's tickets are free again without any timer.
 * On success it also answers what the cart now holds (`held` plus `reserved`: disjoint, since a
 * live cart's own tickets are never free); on failure, the free count for the 409 text instead.
 * `notified` announces the taken numbers to open store pages (`stock-notice.ts`), on commit only.
 * With a `gate`, `ctx` (unlocked) answers the cart's context either way: the answer on success,
 * the reason on refusal, with no second query; no row means no such cart of this member.
 */
export function ticketReservationStatement(p: TicketReservationParams, gate?: SaleGate): SQL {
  const now = sql`${instantParam(p.now)}::timestamptz`;
  const cartId = sql`${p.cartId}::uuid`;
  const quantity = sql`${p.quantity}::int`;
  const free = freeTicket(now);
  const ofNumber = sql`draw_id = (SELECT draw_id FROM cart) AND store_id = (SELECT store_id FROM cart)
            AND number = ${p.number}::int`;
  const selling = gate
    ? sql`
        AND EXISTS (
          SELECT 1 FROM ctx
          WHERE is_sale_open AND sale_start_at <= ${now} AND ${now} < sale_end_at
            AND is_open AND NOT is_sold_out
        )`
    : sql``;
  return sql`
    WITH ${gate ? sql`ctx AS (${gate.context}),` : sql``}
    cart AS (
      SELECT id, expires_at, draw_id, store_id FROM carts
      WHERE id = ${cartId} AND user_id = ${p.userId}::int AND closed_at IS NULL AND expires_at > ${now}${selling}
      FOR SHARE
    ),
    held AS (
      SELECT number, set_no, price FROM tickets
      WHERE cart_id = ${cartId} AND order_id IS NULL AND sold_at IS NULL AND held_until > ${now}
    ),
    picked AS (
      SELECT id FROM tickets
      WHERE ${ofNumber} AND ${free}
        AND (SELECT count(*) FROM held) + ${quantity} <= ${p.maxTickets}::int
      LIMIT ${quantity}
      FOR UPDATE SKIP LOCKED
    ),
    reserved AS (
      UPDATE tickets t SET cart_id = cart.id, held_until = cart.expires_at, order_id = NULL
      FROM cart
      WHERE t.id IN (SELECT id FROM picked) AND (SELECT count(*) FROM picked) = ${quantity}
      RETURNING t.number, t.set_no, t.price, t.store_id, t.draw_id
    ),
    notified AS (${stockNoticeSelect(sql`reserved`)})
    SELECT ${gate ? sql`ctx.*,` : sql``}
      (SELECT count(*)::int FROM reserved) AS reserved,
      EXISTS (SELECT 1 FROM cart) AS cart_live,
      (SELECT count(*)::int FROM held) AS held,
      CASE WHEN EXISTS (SELECT 1 FROM reserved) THEN (
        SELECT json_agg(json_build_array(number, set_no, price))
        FROM (SELECT * FROM held UNION ALL SELECT number, set_no, price FROM reserved) AS now_held
      ) END AS tickets,
      CASE WHEN NOT EXISTS (SELECT 1 FROM reserved) AND EXISTS (SELECT 1 FROM cart)
        THEN (SELECT count(*)::int FROM tickets WHERE ${ofNumber} AND ${free})
      END AS free,
      (SELECT count(*)::int FROM notified) AS notices
    ${gate ? sql`FROM ctx` : sql``}`;
}

/** The outcome columns every reservation answers. */
export interface TicketReservationRow {
  reserved: number;
  cart_live: boolean;
  held: number;
  tickets: [number, number, number][] | null;
  free: number | null;
}

/** What the cart holds after a reservation that reserved something. */
export function heldAfterReservation(row: TicketReservationRow): HeldTicket[] {
  return (row.tickets ?? []).map(([number, set_no, price]) => ({ number, set_no, price }));
}
