import { sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { freeTicket } from './cart-sql';

/** How long a large count is reused. */
export const AVAILABLE_COUNT_TTL_MS = 30_000;

/**
 * Below this many tickets a store is counted afresh on every call (a few milliseconds at most);
 * at or above it the count is kept for AVAILABLE_COUNT_TTL_MS.
 */
export const CACHE_FROM_COUNT = 10_000;

interface Entry {
  count: number;
  until: number;
}

/** Per database handle (per app), so two apps in one process (tests, bench/) never share counts. */
const caches = new WeakMap<object, Map<string, Entry>>();

/**
 * `available_count` of each store: its free tickets in the draw
 * (`sold_at IS NULL AND (held_until IS NULL OR held_until <= $now)`), one grouped count for all
 * the stores asked for. It is display-only (store pages and `/dealers`, never a promise: the cart
 * checks the tickets themselves), and counting a store with a quarter of a million tickets reads
 * that many index entries, so large counts are cached per process for 30 s (wall clock); small
 * stores, whose counts are cheap, always get a fresh one.
 */
export async function availableCounts(
  db: Executor,
  drawId: number | undefined,
  storeIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(storeIds.map((id) => [id, 0]));
  if (drawId === undefined || storeIds.length === 0) return counts;

  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const at = Date.now();
  const missing: number[] = [];
  for (const id of storeIds) {
    const entry = cache.get(`${drawId}:${id}`);
    if (entry && entry.until > at) counts.set(id, entry.count);
    else missing.push(id);
  }
  if (missing.length === 0) return counts;

  const result = (await db.execute(sql`
    SELECT store_id, count(*)::int AS count FROM tickets
    WHERE draw_id = ${drawId}::int
      AND store_id = ANY (${`{${missing.join(',')}}`}::int[])
      AND ${freeTicket(sql`${now.toISOString()}::timestamptz`)}
    GROUP BY store_id`)) as unknown as { rows: { store_id: number; count: number }[] };
  for (const row of result.rows) {
    const count = Number(row.count);
    counts.set(Number(row.store_id), count);
    if (count >= CACHE_FROM_COUNT) {
      cache.set(`${drawId}:${row.store_id}`, { count, until: at + AVAILABLE_COUNT_TTL_MS });
    }
  }
  return counts;
}
