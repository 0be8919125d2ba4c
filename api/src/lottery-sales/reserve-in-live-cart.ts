import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import {
  cartContextSelect,
  toCartContext,
  type CartContext,
  type CartContextRow,
  type HeldTicket,
} from './carts-repository';
import { instantParam, preparedStatement, type Param } from './cart-sql';

export interface ReserveInLiveCartInput {
  cartId: string;
  /** The cart must belong to this member. */
  userId: number;
  number: number;
  quantity: number;
  /** The most tickets the cart may hold after this reservation. */
  maxTickets: number;
  /** The app clock (`app.now()`), never SQL `now()`. */
  now: Date;
}

export type ReserveInLiveCartParams = {
  [K in keyof ReserveInLiveCartInput]: Param<ReserveInLiveCartInput[K]>;
};

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
 * cart's store and draw come from the cart, and the sale rule (draw open, `sale_start_at ≤ now <
 * sale_end_at`, the kernel's `isSaleOpen`) and the store rule (open, not sold out) gate it inside
 * the statement instead of a query before it. The locking and all-or-nothing picking are those of
 * `reserveTicketsStatement` (read its comment): the cart row is share-locked only when live and
 * selling, the tickets are taken `FOR UPDATE SKIP LOCKED` and re-checked after the lock.
 * `ctx` (unlocked) answers the cart's context either way: the answer on success, the reason on
 * refusal (404, 410, or which 422), with no second query.
 * Exported as SQL so bench/ runs the same text under pgbench.
 */
export function reserveInLiveCartStatement(p: ReserveInLiveCartParams): SQL {
  const now = sql`${instantParam(p.now)}::timestamptz`;
  const cartId = sql`${p.cartId}::uuid`;
  const quantity = sql`${p.quantity}::int`;
  const free = sql`sold_at IS NULL AND (held_until IS NULL OR held_until <= ${now})`;
  return sql`
    WITH ctx AS (${cartContextSelect(p.cartId, p.userId)}),
    cart AS (
      SELECT id, expires_at, draw_id, store_id FROM carts
      WHERE id = ${cartId} AND user_id = ${p.userId}::int AND closed_at IS NULL AND expires_at > ${now}
        AND EXISTS (
          SELECT 1 FROM ctx
          WHERE is_sale_open AND sale_start_at <= ${now} AND ${now} < sale_end_at
            AND is_open AND NOT is_sold_out
        )
      FOR SHARE
    ),
    held AS (
      SELECT number, set_no, price FROM tickets
      WHERE cart_id = ${cartId} AND order_id IS NULL AND sold_at IS NULL AND held_until > ${now}
    ),
    picked AS (
      SELECT id FROM tickets
      WHERE draw_id = (SELECT draw_id FROM cart) AND store_id = (SELECT store_id FROM cart)
        AND number = ${p.number}::int AND ${free}
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
    SELECT ctx.*,
      (SELECT count(*)::int FROM reserved) AS reserved,
      EXISTS (SELECT 1 FROM cart) AS cart_live,
      (SELECT count(*)::int FROM held) AS held,
      CASE WHEN EXISTS (SELECT 1 FROM reserved) THEN (
        SELECT json_agg(json_build_array(number, set_no, price))
        FROM (SELECT * FROM held UNION ALL SELECT * FROM reserved) AS now_held
      ) END AS tickets,
      CASE WHEN NOT EXISTS (SELECT 1 FROM reserved) AND EXISTS (SELECT 1 FROM cart)
        THEN (
          SELECT count(*)::int FROM tickets
          WHERE draw_id = (SELECT draw_id FROM cart) AND store_id = (SELECT store_id FROM cart)
            AND number = ${p.number}::int AND ${free}
        )
      END AS free
    FROM ctx`;
}

interface Row extends CartContextRow {
  reserved: number;
  cart_live: boolean;
  held: number;
  tickets: [number, number, number][] | null;
  free: number | null;
}

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
    const held = (row.tickets ?? []).map(([number, set_no, price]) => ({ number, set_no, price }));
    return { status: 'reserved', context, reserved: row.reserved, held };
  }
  return { status: 'refused', context, live: row.cart_live, held: row.held, free: row.free ?? 0 };
}
