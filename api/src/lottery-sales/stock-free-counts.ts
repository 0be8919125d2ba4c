import { sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { freeTicket, instantParam, queryRows } from './cart-sql';

/**
 * How many tickets of each number are free now in one store and draw, read after the change
 * committed (once per notice and process, whatever the number of open pages). A number with none
 * left answers 0.
 */
export async function freeCountsOf(
  db: Executor,
  input: { storeCode: string; drawId: number; numbers: number[]; now: Date },
): Promise<Map<number, number>> {
  const now = sql`${instantParam(input.now)}::timestamptz`;
  const rows = await queryRows<{ number: number; free: number }>(
    db,
    sql`
      SELECT t.number, count(*) FILTER (WHERE ${freeTicket(now, 't')})::int AS free
      FROM tickets t JOIN stores s ON s.id = t.store_id
      WHERE s.code = ${input.storeCode} AND t.draw_id = ${input.drawId}::int
        AND t.number = ANY(${`{${input.numbers.join(',')}}`}::int[])
      GROUP BY t.number`,
  );
  const counts = new Map(input.numbers.map((number) => [number, 0]));
  for (const row of rows) counts.set(Number(row.number), Number(row.free));
  return counts;
}
