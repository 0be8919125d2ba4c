import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { queryRows } from './cart-sql';

/** The one channel every change of a store's free tickets is announced on. */
export const STOCK_CHANNEL = 'store_stock';

/**
 * Past this many numbers in one notice the payload says `reload` instead of listing them, which
 * keeps it far under PostgreSQL's 8000-byte NOTIFY limit (a number is at most 7 bytes of JSON).
 */
export const STOCK_NOTICE_MAX_NUMBERS = 500;

/**
 * `SELECT pg_notify(…)` over `source`, a relation with `store_id`, `draw_id` and `number` columns
 * (the rows a statement changed): one notice per store and draw, none when `source` is empty.
 * NOTIFY is transactional, so listeners hear of it only when the change commits.
 */
export function stockNoticeSelect(source: SQL): SQL {
  // Constants written into the text, not parameters: bench/ runs these statements under pgbench.
  return sql`
    SELECT pg_notify(${sql.raw(`'${STOCK_CHANNEL}'`)}, CASE
      WHEN count(DISTINCT x.number) > ${sql.raw(String(STOCK_NOTICE_MAX_NUMBERS))}
        THEN json_build_object('store_code', s.code, 'draw_id', x.draw_id, 'reload', true)
      ELSE json_build_object('store_code', s.code, 'draw_id', x.draw_id,
        'numbers', json_agg(DISTINCT x.number))
    END::text)
    FROM ${source} x JOIN stores s ON s.id = x.store_id
    GROUP BY s.code, x.draw_id`;
}

/** The tickets a statement of the query builder changed, announced in the same transaction. */
export interface ChangedTicket {
  store_id: number;
  draw_id: number;
  number: number;
}

export async function notifyStockChanged(tx: Executor, changed: ChangedTicket[]): Promise<void> {
  if (changed.length === 0) return;
  const source = sql`(SELECT * FROM unnest(
      ${`{${changed.map((t) => t.store_id).join(',')}}`}::int[],
      ${`{${changed.map((t) => t.draw_id).join(',')}}`}::int[],
      ${`{${changed.map((t) => t.number).join(',')}}`}::int[]
    ) AS u(store_id, draw_id, number))`;
  await queryRows(tx, stockNoticeSelect(source));
}
