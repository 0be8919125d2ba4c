import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { freeTicket, instantParam, queryRows, toDate } from './cart-sql';

/** A number of a store whose hold ran out, by the free-ticket rule of cart-sql. */
export interface LapsedNumber {
  store_code: string;
  draw_id: number;
  number: number;
}

const instant = (value: Date) => sql`${instantParam(value)}::timestamptz`;

/**
 * The tickets of these stores that a cart or an unpaid order may hold past `after`, found through
 * their holders (a store may have a quarter of a million tickets; its holds are a few): tickets
 * with a cart (`tickets_cart_id_idx`) and those of the stores' `reserved` orders whose time ends
 * after `after` (an order's finite hold is its `pay_before`; a slip's wait is held without end).
 * The free-ticket rule still decides which of them are held.
 */
function holdCandidates(storeCodes: readonly string[], after: SQL): SQL {
  // The codes as JSON text: any code is safe in it, and both drivers pass one text parameter alike.
  const watched = sql`(SELECT id, code FROM stores
    WHERE code IN (SELECT jsonb_array_elements_text(${JSON.stringify(storeCodes)}::jsonb)))`;
  return sql`(
    SELECT s.code AS store_code, t.draw_id, t.number, t.held_until, t.sold_at
    FROM tickets t JOIN ${watched} s ON s.id = t.store_id
    WHERE t.cart_id IS NOT NULL
    UNION ALL
    SELECT s.code, t.draw_id, t.number, t.held_until, t.sold_at
    FROM orders o JOIN ${watched} s ON s.id = o.store_id JOIN tickets t ON t.order_id = o.id
    WHERE o.status = 'reserved' AND o.pay_before > ${after} AND t.cart_id IS NULL
  )`;
}

/**
 * The numbers of these stores with a ticket that was held at `since` and is free at `now`: a cart
 * or an unpaid order ran out meanwhile, and nothing was written (nor announced) when it did.
 */
export async function lapsedNumbers(
  db: Executor,
  input: { storeCodes: readonly string[]; since: Date; now: Date },
): Promise<LapsedNumber[]> {
  const rows = await queryRows<LapsedNumber>(
    db,
    sql`
      SELECT DISTINCT h.store_code, h.draw_id, h.number
      FROM ${holdCandidates(input.storeCodes, instant(input.since))} h
      WHERE ${freeTicket(instant(input.now), 'h')} AND NOT (${freeTicket(instant(input.since), 'h')})`,
  );
  return rows.map((row) => ({ ...row, draw_id: Number(row.draw_id), number: Number(row.number) }));
}

/** When the next hold of these stores runs out, or null when none is held for a known time. */
export async function nextHoldEnd(
  db: Executor,
  input: { storeCodes: readonly string[]; now: Date },
): Promise<Date | null> {
  const now = instant(input.now);
  const [row] = await queryRows<{ until: Date | string | null }>(
    db,
    sql`
      SELECT min(h.held_until) AS until
      FROM ${holdCandidates(input.storeCodes, now)} h
      WHERE NOT (${freeTicket(now, 'h')}) AND h.sold_at IS NULL
        AND h.held_until < 'infinity'::timestamptz`,
  );
  return toDate(row?.until ?? null);
}
