import { sql } from 'drizzle-orm';
import type { Database, Executor } from '#api/db/client';
import { sha256Hex } from '#api/auth/secure-token';
import { queryRows, toDate } from '#api/inventory/cart-sql';

/** One limit: at most `limit` attempts under `key` in a fixed window of `windowMs`. */
export interface AttemptLimit {
  /** What is counted, e.g. `login:0812345678|203.0.113.9`; stored only as its sha256. */
  key: string;
  limit: number;
  windowMs: number;
}

/** `counts` and `endsAt` (when each window ends) are in the order of the limits. */
export type AttemptDecision =
  /** Counted under every limit; `counts` after this attempt. */
  | { allowed: true; counts: number[]; endsAt: Date[]; retryAfterSeconds: 0 }
  /** Over at least one limit: nothing was counted; wait this long for the longest of them. */
  | { allowed: false; counts: number[]; endsAt: Date[]; retryAfterSeconds: number };

interface CounterRow {
  key: string;
  count: number;
  window_ends_at: Date | string;
}

/** Ended windows are swept every this many attempts (per process): the table stays small, no timer. */
const SWEEP_EVERY = 500;
let attemptsSinceSweep = 0;

const counterKey = (key: string) => sha256Hex(`rate-limit:${key}`);

/**
 * Counts one attempt under every limit, or under none if any is full: the whole check is one
 * transaction whose first statement locks the counter rows (an upsert creates a missing row and
 * restarts an ended window), so concurrent attempts on the same key queue behind each other and
 * N at once get exactly `limit` through, on PostgreSQL as on PGlite, whatever the number of API
 * processes. Keys are locked in one order, so two calls with overlapping keys cannot deadlock.
 * Times come from the app clock, never SQL `now()`, so tests can move them.
 */
export async function takeAttempt(db: Database, limits: AttemptLimit[], now: Date): Promise<AttemptDecision> {
  const byKey = new Map(limits.map((limit) => [counterKey(limit.key), limit]));
  const keys = [...byKey.keys()].sort();
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const values = sql.join(
    keys.map((key) => {
      const endsAt = new Date(now.getTime() + byKey.get(key)!.windowMs).toISOString();
      return sql`(${key}, 0, ${endsAt}::timestamptz)`;
    }),
    sql`, `,
  );
  const rows = await db.transaction(async (tx) => {
    const current = await queryRows<CounterRow>(
      tx,
      sql`
        INSERT INTO rate_limit_counters AS c (key, count, window_ends_at) VALUES ${values}
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.window_ends_at <= ${nowParam} THEN 0 ELSE c.count END,
          window_ends_at = CASE WHEN c.window_ends_at <= ${nowParam}
            THEN excluded.window_ends_at ELSE c.window_ends_at END
        RETURNING c.key, c.count, c.window_ends_at`,
    );
    const full = current.filter((row) => row.count >= byKey.get(row.key)!.limit);
    if (full.length > 0) return { current, counted: false };
    await tx.execute(
      sql`UPDATE rate_limit_counters SET count = count + 1 WHERE key IN (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})`,
    );
    return { current, counted: true };
  });
  await sweepNowAndThen(db, now);

  const byRow = new Map(rows.current.map((row) => [row.key, row]));
  const inOrder = limits.map((limit) => byRow.get(counterKey(limit.key))!);
  const endsAt = inOrder.map((row) => toDate(row.window_ends_at));
  if (rows.counted) {
    return {
      allowed: true,
      counts: inOrder.map((row) => Number(row.count) + 1),
      endsAt,
      retryAfterSeconds: 0,
    };
  }
  const waits = inOrder
    .filter((row) => Number(row.count) >= byKey.get(row.key)!.limit)
    .map((row) => toDate(row.window_ends_at).getTime() - now.getTime());
  return {
    allowed: false,
    counts: inOrder.map((row) => Number(row.count)),
    endsAt,
    retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)),
  };
}

/** Forgets a key's attempts (a member who finally logged in starts afresh). */
export async function clearAttempts(db: Executor, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${counterKey(key)}`);
}

async function sweepNowAndThen(db: Executor, now: Date): Promise<void> {
  attemptsSinceSweep += 1;
  if (attemptsSinceSweep < SWEEP_EVERY) return;
  attemptsSinceSweep = 0;
  await db.execute(
    sql`DELETE FROM rate_limit_counters WHERE window_ends_at < ${now.toISOString()}::timestamptz`,
  );
}
