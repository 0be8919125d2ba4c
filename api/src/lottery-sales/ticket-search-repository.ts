import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { freeTicket } from './cart-sql';
import type { DigitRun, SearchPlan } from './search-plan';

export interface TicketSearchInput {
  drawId: number;
  plan: SearchPlan;
  /** The app clock (`app.now()`): a hold that has run out by then counts as free. */
  now: Date;
  /** Groups (number + store) wanted; one more is read to tell whether there are more. */
  limit: number;
  /** One store (its page shows its stock whatever its flags); else every store selling now. */
  storeId?: number;
}

export interface TicketOfferRow {
  number: number;
  store_id: number;
  store_code: string;
  store_name: string;
  user_ref: string;
  /** Free tickets of this number in this store. */
  available: number;
  /** Whole baht for one ticket (the lowest, should a store's copies differ). */
  price: number;
}

export interface TicketSearchPage {
  offers: TicketOfferRow[];
  hasMore: boolean;
}

/**
 * The free tickets of a draw matching a plan, grouped by number and store, in number order.
 * Every kind of plan reads the partial indexes on unsold tickets in number order —
 * (draw_id, number) across stores, (draw_id, store_id, number) in one store — and both indexes
 * include `held_until`, `price` (and `store_id`), so the free rule is checked on the index entry
 * (an index-only scan where VACUUM has marked the pages); LIMIT stops the reading as soon as
 * `limit + 1` groups are complete. See `search-plan.ts` for which pattern reads what.
 */
export async function searchTickets(
  db: Executor,
  input: TicketSearchInput & { excludedStoreIds?: readonly number[] },
): Promise<TicketSearchPage> {
  const excludedStoreIds =
    input.storeId === undefined ? (input.excludedStoreIds ?? (await findStoresNotSelling(db))) : [];
  const statement = ticketSearchStatement({ ...input, excludedStoreIds });
  const result = (await db.execute(statement)) as unknown as { rows: TicketOfferRow[] };
  const rows = result.rows.map(normalizeRow);
  return { offers: rows.slice(0, input.limit), hasMore: rows.length > input.limit };
}

/**
 * Stores that cannot sell now (closed, sold out): they drop out of the search across stores.
 * Read first and passed as a constant array: the planner then sees which stores they are (most
 * have no stock), whereas `<> ALL (ARRAY(SELECT …))` makes it guess a fifth of the tickets are
 * left, cost the LIMIT read five times too high and go for a parallel scan of the whole draw.
 */
export async function findStoresNotSelling(db: Executor): Promise<number[]> {
  const result = (await db.execute(
    sql`SELECT id FROM stores WHERE NOT is_open OR is_sold_out ORDER BY id`,
  )) as unknown as { rows: { id: number }[] };
  return result.rows.map((row) => Number(row.id));
}

/** The statement itself (bench/ runs EXPLAIN on it). */
export function ticketSearchStatement({
  drawId,
  plan,
  now,
  limit,
  storeId,
  excludedStoreIds = [],
}: TicketSearchInput & { excludedStoreIds?: readonly number[] }): SQL {
  const inStore =
    storeId === undefined
      ? sql`store_id <> ALL (${intArray(excludedStoreIds)})`
      : sql`store_id = ${storeId}::int`;
  const groups = (numbers: SQL) => sql`
    SELECT number, store_id, count(*)::int AS available, min(price)::int AS price
    FROM tickets
    WHERE draw_id = ${drawId}::int
      AND ${freeTicket(sql`${now.toISOString()}::timestamptz`)}
      AND ${inStore}
      AND ${numbers}
    GROUP BY number, store_id
    ORDER BY number, store_id
    LIMIT ${limit + 1}::int`;
  // One small ordered read per range, ranges in ascending order. A LATERAL subquery always runs
  // as a nested loop, which hands out each outer row's inner rows before the next outer row's:
  // the outer LIMIT therefore takes the first groups in number order and stops there.
  const probed = (starts: readonly number[], width: number) => sql`
    SELECT g.* FROM unnest(${intArray(starts)}) AS r(start)
    CROSS JOIN LATERAL (${groups(
      width === 1 ? sql`number = r.start` : sql`number BETWEEN r.start AND r.start + ${width - 1}::int`,
    )}) AS g
    LIMIT ${limit + 1}::int`;
  const hits =
    plan.kind === 'ranges'
      ? probed(plan.starts, plan.width)
      : plan.kind === 'scan' && plan.probeFirst && plan.probeFirst.length > 0 && storeId === undefined
        ? // Across stores nearly every number is on sale somewhere, so the probes mostly suffice
          // (one store's stock is sparser: there the scan alone reads less). Append runs its
          // branches in order: the scan starts only if the probes found too few.
          sql`
          SELECT * FROM (
            (${probed(plan.probeFirst, 1)})
            UNION ALL
            (${groups(sql`number > ${plan.probeFirst.at(-1)!}::int AND ${runsCondition(plan.runs)}`)})
          ) AS found
          LIMIT ${limit + 1}::int`
        : groups(planCondition(plan));
  return sql`
    SELECT hits.number, hits.store_id, hits.available, hits.price,
      stores.code AS store_code, stores.name AS store_name, users.ref AS user_ref
    FROM (${hits}) AS hits
    JOIN stores ON stores.id = hits.store_id
    JOIN users ON users.id = stores.owner_user_id
    ORDER BY hits.number, hits.store_id`;
}

/** One array parameter, however many numbers. */
function intArray(values: readonly number[]): SQL {
  return sql`${`{${values.join(',')}}`}::int[]`;
}

function planCondition(plan: Exclude<SearchPlan, { kind: 'ranges' }>): SQL {
  switch (plan.kind) {
    case 'exact':
      return sql`number = ${plan.number}::int`;
    case 'range':
      return plan.runs.length === 0
        ? sql`number BETWEEN ${plan.from}::int AND ${plan.to}::int`
        : sql`number BETWEEN ${plan.from}::int AND ${plan.to}::int AND ${runsCondition(plan.runs)}`;
    case 'scan':
      return runsCondition(plan.runs);
  }
}

/**
 * All runs folded into ONE comparison, e.g. `__1_3_` → ((n / 1000) % 10) * 10 + (n / 10) % 10 = 13.
 * The planner guesses 1 row in 200 for an equality on an expression; two separate tests would
 * make that 1 in 40,000 and tempt it to sort the whole draw instead of walking the index.
 */
function runsCondition(runs: readonly DigitRun[]): SQL {
  const [first, ...rest] = runs;
  if (!first) throw new Error('a digit test needs at least one run');
  let folded = runDigits(first);
  let value = first.value;
  for (const run of rest) {
    folded = sql`(${folded}) * ${run.modulus}::int + ${runDigits(run)}`;
    value = value * run.modulus + run.value;
  }
  return sql`${folded} = ${value}::int`;
}

function runDigits(run: DigitRun): SQL {
  // The last digits need no division (this test runs on every entry a scan reads).
  return run.divisor === 1
    ? sql`number % ${run.modulus}::int`
    : sql`(number / ${run.divisor}::int) % ${run.modulus}::int`;
}

/** node-postgres and PGlite agree on int4, but be explicit about what leaves the repository. */
function normalizeRow(row: TicketOfferRow): TicketOfferRow {
  return {
    number: Number(row.number),
    store_id: Number(row.store_id),
    store_code: row.store_code,
    store_name: row.store_name,
    user_ref: row.user_ref,
    available: Number(row.available),
    price: Number(row.price),
  };
}
