import { sql } from 'drizzle-orm';
import type { Database, Executor } from '#api/db/client';
import { sha256Hex } from '#api/lib/secure-token';
import { queryRows, toDate } from '#api/lottery-sales/cart-sql';
import { backoffDelayMs, type BackoffPolicy } from './backoff';

/** At most `limit` attempts under `key` in a fixed window of `windowMs`. */
export interface WindowLimit {
  /** What is counted, e.g. `login:0812345678|203.0.113.9`; stored only as its sha256. */
  key: string;
  limit: number;
  windowMs: number;
}

/** Attempts under `key` slowed down by a progressive back-off (`backoff.ts`). */
export interface BackoffLimit {
  key: string;
  backoff: BackoffPolicy;
}

export type AttemptLimit = WindowLimit | BackoffLimit;

/**
 * `counts` and `endsAt` (when each row is forgotten; a back-off's as it was before this attempt)
 * are in the order of the limits.
 */
export type AttemptDecision =
  /** Counted under every limit; `counts` after this attempt. */
  | { allowed: true; counts: number[]; endsAt: Date[]; retryAfterSeconds: 0; refusedBy: [] }
  /**
   * Over at least one limit (`refusedBy`: their keys): nothing was counted; wait this long for the
   * longest of them.
   */
  | { allowed: false; counts: number[]; endsAt: Date[]; retryAfterSeconds: number; refusedBy: string[] };

interface CounterRow {
  key: string;
  count: number;
  window_ends_at: Date | string;
  blocked_until: Date | string | null;
}

const isBackoff = (limit: AttemptLimit): limit is BackoffLimit => 'backoff' in limit;

/** How long a row lives: the fixed window, or a back-off's memory after its last attempt. */
const lifetimeMs = (limit: AttemptLimit) => (isBackoff(limit) ? limit.backoff.forgetAfterMs : limit.windowMs);

/** How long `row` makes the next attempt wait under `limit` (0: not full). */
function waitMs(limit: AttemptLimit, row: CounterRow, now: Date): number {
  if (isBackoff(limit)) {
    const blockedUntil = toDate(row.blocked_until);
    return blockedUntil ? Math.max(0, blockedUntil.getTime() - now.getTime()) : 0;
  }
  return Number(row.count) >= limit.limit ? toDate(row.window_ends_at).getTime() - now.getTime() : 0;
}

/** Ended windows are swept every this many attempts (per process): the table stays small, no timer. */
const SWEEP_EVERY = 500;
let attemptsSinceSweep = 0;

const counterKey = (key: string) => sha256Hex(`rate-limit:${key}`);

/**
 * Counts one attempt under every limit, or under none if any is full: the whole check is one
 * transaction whose first statement locks the counter rows (an upsert creates a missing row and
 * restarts an ended one), so concurrent attempts on the same key queue behind each other and
 * N at once get exactly `limit` through (a back-off: exactly its free tries), on PostgreSQL as on
 * PGlite, whatever the number of API processes. Keys are locked in one order, so two calls with
 * overlapping keys cannot deadlock. Times come from the app clock, never SQL `now()`, so tests can
 * move them.
 */
export async function takeAttempt(db: Database, limits: AttemptLimit[], now: Date): Promise<AttemptDecision> {
  const byKey = new Map(limits.map((limit) => [counterKey(limit.key), limit]));
  const keys = [...byKey.keys()].sort();
  const nowParam = sql`${now.toISOString()}::timestamptz`;
  const later = (ms: number) => sql`${new Date(now.getTime() + ms).toISOString()}::timestamptz`;
  const values = sql.join(
    keys.map((key) => sql`(${key}, 0, ${later(lifetimeMs(byKey.get(key)!))}, NULL::timestamptz)`),
    sql`, `,
  );
  const rows = await db.transaction(async (tx) => {
    const current = await queryRows<CounterRow>(
      tx,
      sql`
        INSERT INTO rate_limit_counters AS c (key, count, window_ends_at, blocked_until) VALUES ${values}
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN c.window_ends_at <= ${nowParam} THEN 0 ELSE c.count END,
          blocked_until = CASE WHEN c.window_ends_at <= ${nowParam} THEN NULL ELSE c.blocked_until END,
          window_ends_at = CASE WHEN c.window_ends_at <= ${nowParam}
            THEN excluded.window_ends_at ELSE c.window_ends_at END
        RETURNING c.key, c.count, c.window_ends_at, c.blocked_until`,
    );
    if (current.some((row) => waitMs(byKey.get(row.key)!, row, now) > 0)) return { current, counted: false };
    const windowKeys = keys.filter((key) => !isBackoff(byKey.get(key)!));
    if (windowKeys.length > 0) {
      await tx.execute(
        sql`UPDATE rate_limit_counters SET count = count + 1 WHERE key IN (${sql.join(
          windowKeys.map((key) => sql`${key}`),
          sql`, `,
        )})`,
      );
    }
    // A back-off row remembers this attempt for its whole memory, and makes the next one wait.
    for (const row of current) {
      const limit = byKey.get(row.key)!;
      if (!isBackoff(limit)) continue;
      const delay = backoffDelayMs(Number(row.count) + 1, limit.backoff);
      await tx.execute(
        sql`UPDATE rate_limit_counters SET count = count + 1,
          window_ends_at = ${later(limit.backoff.forgetAfterMs)},
          blocked_until = ${delay > 0 ? later(delay) : sql`NULL`}
        WHERE key = ${row.key}`,
      );
    }
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
      refusedBy: [],
    };
  }
  const waits = limits.map((limit, i) => waitMs(limit, inOrder[i]!, now));
  return {
    allowed: false,
    counts: inOrder.map((row) => Number(row.count)),
    endsAt,
    retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...waits) / 1000)),
    refusedBy: limits.filter((_limit, i) => waits[i]! > 0).map((limit) => limit.key),
  };
}

/** Forgets a key's attempts (a member who finally logged in starts afresh). */
export async function clearAttempts(db: Executor, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM rate_limit_counters WHERE key = ${counterKey(key)}`);
}

/**
 * Keeps `key` known for `ttlMs` from now (e.g. an address an account logged in from), in the same
 * table as the counters so it is swept with them.
 */
export async function rememberKey(db: Executor, key: string, now: Date, ttlMs: number): Promise<void> {
  const until = new Date(now.getTime() + ttlMs).toISOString();
  await db.execute(
    sql`INSERT INTO rate_limit_counters (key, count, window_ends_at) VALUES (${counterKey(key)}, 0, ${until}::timestamptz)
      ON CONFLICT (key) DO UPDATE SET window_ends_at = excluded.window_ends_at`,
  );
}

/** Whether `rememberKey` kept `key` and its time has not run out. */
export async function isKeyRemembered(db: Executor, key: string, now: Date): Promise<boolean> {
  const rows = await queryRows<{ key: string }>(
    db,
    sql`SELECT key FROM rate_limit_counters
      WHERE key = ${counterKey(key)} AND window_ends_at > ${now.toISOString()}::timestamptz`,
  );
  return rows.length > 0;
}

async function sweepNowAndThen(db: Executor, now: Date): Promise<void> {
  attemptsSinceSweep += 1;
  if (attemptsSinceSweep < SWEEP_EVERY) return;
  attemptsSinceSweep = 0;
  await db.execute(
    sql`DELETE FROM rate_limit_counters WHERE window_ends_at < ${now.toISOString()}::timestamptz`,
  );
}
