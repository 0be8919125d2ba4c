import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import type { HeldTicket } from '#api/repositories/carts-repository';
import { instantParam, queryPrepared, type Param } from './cart-sql';

export interface ReserveTicketsInput {
  cartId: string;
  /** The cart must belong to this member. */
  userId: number;
  drawId: number;
  storeId: number;
  number: number;
  quantity: number;
  /** The most tickets the cart may hold after this reservation. */
  maxTickets: number;
  /** The app clock (`app.now()`), never SQL `now()`, so tests can move time. */
  now: Date;
}

export type ReserveTicketsParams = { [K in keyof ReserveTicketsInput]: Param<ReserveTicketsInput[K]> };

export type ReserveTicketsResult =
  /** What the cart holds now, the new tickets included (the answer needs no second query). */
  | { status: 'reserved'; reserved: number; held: HeldTicket[] }
  /** The cart is not this member's live cart any more (closed, expired, someone else's). */
  | { status: 'cart_gone' }
  | { status: 'cart_full'; held: number }
  /** Fewer than `quantity` tickets were free: nothing was reserved. */
  | { status: 'not_enough'; free: number };

/**
 * The reservation, as ONE statement (no read-then-write across statements):
 * - `cart` is the member's live cart (open, not expired at `$now`), `held` what it holds now; the
 *   cart row is share-locked, so closing the cart (an UPDATE of that row) waits for this statement
 *   and then releases what it reserved, and a reservation after the close finds no live cart;
 * - `picked` takes `$quantity` free tickets of (draw, store, number) with `FOR UPDATE SKIP LOCKED`,
 *   so concurrent buyers never wait on each other's rows; a row another buyer changed after our
 *   snapshot is re-checked against the free rule after the lock and passed over if taken;
 * - `reserved` updates them only if exactly `$quantity` were picked: all or nothing. Picked rows
 *   that are not updated are unlocked when the statement ends.
 * Free ⇔ `sold_at IS NULL AND (held_until IS NULL OR held_until <= $now)`; a cart holds a ticket
 * until `cart.expires_at`, so an expired cart's tickets are free again without any timer.
 * On success it also answers what the cart now holds (`held` plus `reserved`: disjoint, since a
 * live cart's own tickets are never free); on failure, the free count for the 409 text instead.
 * Exported as SQL so bench/ can run the same text under pgbench.
 */
export function reserveTicketsStatement(p: ReserveTicketsParams): SQL {
  const now = sql`${instantParam(p.now)}::timestamptz`;
  const cartId = sql`${p.cartId}::uuid`;
  const quantity = sql`${p.quantity}::int`;
  const ofNumber = sql`draw_id = ${p.drawId}::int AND store_id = ${p.storeId}::int AND number = ${p.number}::int`;
  const free = sql`sold_at IS NULL AND (held_until IS NULL OR held_until <= ${now})`;
  return sql`
    WITH cart AS (
      SELECT id, expires_at FROM carts
      WHERE id = ${cartId} AND user_id = ${p.userId}::int AND closed_at IS NULL AND expires_at > ${now}
      FOR SHARE
    ),
    held AS (
      SELECT number, set_no, price FROM tickets
      WHERE cart_id = ${cartId} AND order_id IS NULL AND sold_at IS NULL AND held_until > ${now}
    ),
    picked AS (
      SELECT id FROM tickets
      WHERE ${ofNumber} AND ${free}
        AND EXISTS (SELECT 1 FROM cart)
        AND (SELECT count(*) FROM held) + ${quantity} <= ${p.maxTickets}::int
      LIMIT ${quantity}
      FOR UPDATE SKIP LOCKED
    ),
    reserved AS (
      UPDATE tickets t SET cart_id = cart.id, held_until = cart.expires_at, order_id = NULL
      FROM cart
      WHERE t.id IN (SELECT id FROM picked) AND (SELECT count(*) FROM picked) = ${quantity}
      RETURNING t.number, t.set_no, t.price
    )
    SELECT
      (SELECT count(*)::int FROM reserved) AS reserved,
      EXISTS (SELECT 1 FROM cart) AS cart_live,
      (SELECT count(*)::int FROM held) AS held,
      CASE WHEN EXISTS (SELECT 1 FROM reserved) THEN (
        SELECT json_agg(json_build_array(number, set_no, price))
        FROM (SELECT * FROM held UNION ALL SELECT * FROM reserved) AS now_held
      ) END AS tickets,
      CASE WHEN NOT EXISTS (SELECT 1 FROM reserved)
        THEN (SELECT count(*)::int FROM tickets WHERE ${ofNumber} AND ${free})
      END AS free`;
}

interface Row {
  reserved: number;
  cart_live: boolean;
  held: number;
  tickets: [number, number, number][] | null;
  free: number | null;
}

/** Runs `reserveTicketsStatement` and says what happened. */
export async function reserveTickets(
  db: Executor,
  input: ReserveTicketsInput,
): Promise<ReserveTicketsResult> {
  const [row] = await queryPrepared<Row>(db, 'cart_reserve_tickets', reserveTicketsStatement(input));
  if (!row) throw new Error('the reservation statement returned no row');
  if (row.reserved > 0) {
    const held = (row.tickets ?? []).map(([number, set_no, price]) => ({ number, set_no, price }));
    return { status: 'reserved', reserved: row.reserved, held };
  }
  if (!row.cart_live) return { status: 'cart_gone' };
  if (row.held + input.quantity > input.maxTickets) return { status: 'cart_full', held: row.held };
  return { status: 'not_enough', free: row.free ?? 0 };
}
