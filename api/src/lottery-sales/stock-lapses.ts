import { sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { freeTicket, instantParam, queryRows, toDate } from './cart-sql';

/** A number of a store whose hold ran out, by the free-ticket rule of cart-sql. */
export interface LapsedNumber {
  store_code: string;
  draw_id: number;
  number: number;
}

const instant = (value: Date) => sql`${instantParam(value)}::timestamptz`;
// As JSON text: any code is safe in it, and both drivers pass one text parameter alike.
const codeArray = (codes: readonly string[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(codes)}::jsonb))`;

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
      SELECT DISTINCT s.code AS store_code, t.draw_id, t.number
      FROM tickets t JOIN stores s ON s.id = t.store_id
      WHERE s.code = ANY(${codeArray(input.storeCodes)})
        AND ${freeTicket(instant(input.now), 't')} AND NOT (${freeTicket(instant(input.since), 't')})`,
  );
  return rows.map((row) => ({ ...row, draw_id: Number(row.draw_id), number: Number(row.number) }));
}

/**
 * When the next hold of these stores runs out, or null when none is held. A slip's order is held
 * without end (`infinity`) until the dealer decides: that never runs out on its own.
 */
export async function nextHoldEnd(
  db: Executor,
  input: { storeCodes: readonly string[]; now: Date },
): Promise<Date | null> {
  const [row] = await queryRows<{ until: Date | string | null }>(
    db,
    sql`
      SELECT min(t.held_until) AS until
      FROM tickets t JOIN stores s ON s.id = t.store_id
      WHERE s.code = ANY(${codeArray(input.storeCodes)})
        AND NOT (${freeTicket(instant(input.now), 't')}) AND t.sold_at IS NULL
        AND t.held_until < 'infinity'::timestamptz`,
  );
  return toDate(row?.until ?? null);
}
