import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { patternCondition } from './cart-group-pattern';
import { freeTicket, instantParam, queryRows } from './cart-sql';
import { stockNoticeSelect } from './stock-notice';

export interface ReserveGroupInput {
  cartId: string;
  userId: number;
  drawId: number;
  storeId: number;
  /** How many tickets, each of a different number. */
  quantity: number;
  /** Digits and `_`, e.g. `____56`; undefined for any number. */
  pattern: string | undefined;
  now: Date;
}

export type ReserveGroupResult =
  | { status: 'reserved'; ticketIds: number[] }
  | { status: 'cart_gone' }
  /** Fewer free numbers than asked for: the cart is left exactly as it was. */
  | { status: 'not_enough'; freeNumbers: number };

/**
 * A random pick (spec §4: a group item resets the cart first), as ONE statement, all or nothing:
 * `candidates` is one random free ticket per number of the store (matching the pattern), `sample`
 * a random handful of them, `picked` locks `$quantity` of those that are still free (SKIP LOCKED,
 * re-checked after the lock as in `ticketReservationStatement`). Only when exactly `$quantity` were
 * locked does it release what the cart held, hold the new tickets and mark the cart as a group.
 * The sample is larger than asked for, so tickets other buyers take meanwhile rarely make it fail.
 */
export function reserveGroupStatement(p: ReserveGroupInput): SQL {
  const now = sql`${instantParam(p.now)}::timestamptz`;
  const cartId = sql`${p.cartId}::uuid`;
  const quantity = sql`${p.quantity}::int`;
  const free = freeTicket(now, 't');
  return sql`
    WITH cart AS (
      SELECT id, expires_at FROM carts
      WHERE id = ${cartId} AND user_id = ${p.userId}::int AND closed_at IS NULL AND expires_at > ${now}
      FOR UPDATE
    ),
    candidates AS (
      SELECT DISTINCT ON (t.number) t.id FROM tickets t
      WHERE t.draw_id = ${p.drawId}::int AND t.store_id = ${p.storeId}::int AND ${free}
        AND ${patternCondition(sql`t.number`, p.pattern)}
        AND EXISTS (SELECT 1 FROM cart)
      ORDER BY t.number, random()
    ),
    sample AS (
      SELECT id FROM candidates ORDER BY random() LIMIT ${p.quantity * 4 + 8}::int
    ),
    picked AS (
      SELECT t.id FROM tickets t
      WHERE t.id IN (SELECT id FROM sample) AND ${free}
      LIMIT ${quantity}
      FOR UPDATE SKIP LOCKED
    ),
    enough AS (
      SELECT (SELECT count(*) FROM picked) = ${quantity} AS ok
    ),
    released AS (
      UPDATE tickets SET cart_id = NULL, held_until = NULL
      WHERE cart_id = ${cartId} AND order_id IS NULL AND sold_at IS NULL
        AND id NOT IN (SELECT id FROM picked)
        AND (SELECT ok FROM enough) AND EXISTS (SELECT 1 FROM cart)
      RETURNING id, number, store_id, draw_id
    ),
    reserved AS (
      UPDATE tickets t SET cart_id = cart.id, held_until = cart.expires_at, order_id = NULL
      FROM cart
      WHERE t.id IN (SELECT id FROM picked) AND (SELECT ok FROM enough)
      RETURNING t.id, t.number, t.store_id, t.draw_id
    ),
    changed AS (SELECT number, store_id, draw_id FROM released UNION ALL SELECT number, store_id, draw_id FROM reserved),
    notified AS (${stockNoticeSelect(sql`changed`)}),
    flagged AS (
      UPDATE carts SET is_group = true, group_quantity = ${quantity}, updated_at = ${now}
      WHERE id IN (SELECT id FROM cart) AND (SELECT ok FROM enough)
      RETURNING id
    )
    SELECT
      (SELECT coalesce(array_agg(id), '{}') FROM reserved) AS ids,
      EXISTS (SELECT 1 FROM cart) AS cart_live,
      (SELECT count(*)::int FROM candidates) AS free_numbers,
      (SELECT count(*)::int FROM released) AS released,
      (SELECT count(*)::int FROM flagged) AS flagged,
      (SELECT count(*)::int FROM notified) AS notices`;
}

interface Row {
  ids: (number | string)[];
  cart_live: boolean;
  free_numbers: number;
}

export async function reserveGroup(db: Executor, input: ReserveGroupInput): Promise<ReserveGroupResult> {
  const [row] = await queryRows<Row>(db, reserveGroupStatement(input));
  if (!row) throw new Error('the group reservation statement returned no row');
  if (row.ids.length > 0) return { status: 'reserved', ticketIds: row.ids.map(Number) };
  if (!row.cart_live) return { status: 'cart_gone' };
  return { status: 'not_enough', freeNumbers: row.free_numbers };
}
