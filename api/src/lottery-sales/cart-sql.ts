import { fillPlaceholders, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { Pool, type PoolClient } from 'pg';
import type { Database, Executor } from '#api/db/client';

/**
 * A statement's parameter, or SQL standing in for it: the app passes values, and bench/ renders the
 * very same statement with pgbench variables (`sql.raw(':store')`) in their place.
 */
export type Param<T> = T | SQL;

/** The rows of a raw statement: PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<T>(db: Executor, statement: SQL): Promise<T[]> {
  const result = (await db.execute(statement)) as unknown as { rows: T[] };
  return result.rows;
}

const dialect = new PgDialect();

/**
 * The cart calls' hot statements, by name. On a PostgreSQL pool they run as named prepared
 * statements: each connection parses them once and the server can keep their plan, which halves
 * the cost of a reservation (bench/reserve-throughput.ts). Anywhere else (PGlite, a transaction)
 * they run like `queryRows`. A name must always stand for the same text; only the values change.
 * Timestamps come back as `Date` on the pool and as text otherwise: read them with `toDate`.
 */
export async function queryPrepared<T>(db: Executor, name: string, statement: SQL): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof Pool)) return queryRows<T>(db, statement);
  const query = dialect.sqlToQuery(statement);
  const result = await client.query({ name, text: query.sql, values: query.params as unknown[] });
  return result.rows as T[];
}

export function toDate(value: Date | string): Date;
export function toDate(value: Date | string | null): Date | null;
export function toDate(value: Date | string | null): Date | null {
  return value === null ? null : new Date(value);
}

/**
 * The one rule of a free ticket (inventory-tables.ts): not sold, and held by no live cart or
 * unpaid order at `now` (a timestamptz expression). `alias` names the tickets table in a join.
 */
export function freeTicket(now: SQL, alias?: string): SQL {
  const column = (name: string) => sql.raw(alias ? `${alias}.${name}` : name);
  return sql`${column('sold_at')} IS NULL AND (${column('held_until')} IS NULL OR ${column('held_until')} <= ${now})`;
}

/** `$now` goes in as text cast to timestamptz, so both drivers read the same instant. */
export function instantParam(value: Param<Date>): Param<string> {
  return value instanceof Date ? value.toISOString() : value;
}

/** A statement built once with placeholders; `run` only fills in the values. */
export interface PreparedStatement<P> {
  run<T>(db: Executor, values: P): Promise<T[]>;
  /** The named statement on one pool client (inside `pipelinedTransaction`). */
  runOn<T>(client: Pool | PoolClient, values: P): Promise<T[]>;
}

/**
 * `queryPrepared` without rebuilding the SQL on every call: `build` runs once with a placeholder
 * for each value, the text is kept, and each call only fills in the values (drizzle's
 * `sqlToQuery` was 13% of the API's CPU under the reservation bench). A `Date` value goes in as
 * ISO text (see `instantParam`). On PGlite or in a transaction the statement is built with the
 * values and run like `queryRows`, as before.
 */
export function preparedStatement<P extends object>(
  name: string,
  keys: readonly (keyof P & string)[],
  build: (params: { [K in keyof P]: Param<P[K]> }) => SQL,
): PreparedStatement<P> {
  let rendered: { text: string; params: unknown[] } | undefined;
  const render = () => {
    const placeholders = Object.fromEntries(keys.map((key) => [key, sql`${sql.placeholder(key)}`]));
    const query = dialect.sqlToQuery(build(placeholders as { [K in keyof P]: SQL }));
    return { text: query.sql, params: query.params };
  };
  return {
    async run<T>(db: Executor, values: P): Promise<T[]> {
      const client = (db as { $client?: unknown }).$client;
      if (!(client instanceof Pool)) return queryRows<T>(db, build(values));
      return this.runOn<T>(client, values);
    },
    async runOn<T>(client: Pool | PoolClient, values: P): Promise<T[]> {
      rendered ??= render();
      const filled = fillPlaceholders(
        rendered.params,
        Object.fromEntries(
          Object.entries(values as Record<string, unknown>).map(([key, value]) => [
            key,
            value instanceof Date ? value.toISOString() : value,
          ]),
        ),
      );
      const result = await client.query({ name, text: rendered.text, values: filled });
      return result.rows as T[];
    },
  };
}

/** One statement of a `pipelinedTransaction` and its values. */
export interface PipelinedStep<P> {
  statement: PreparedStatement<P>;
  values: P;
}

/** A step, typed by its statement (`steps` of several parameter shapes fit one array). */
export function step<P extends object>(statement: PreparedStatement<P>, values: P): PipelinedStep<unknown> {
  return { statement, values } as PipelinedStep<unknown>;
}

/**
 * A transaction of prepared statements written in one go: BEGIN, each statement, COMMIT on one
 * client of the pipelined pool (db/client.ts), one round trip where awaiting each statement takes
 * 2 + n. PostgreSQL still runs them one after another, each with a snapshot taken when it starts,
 * so a row lock one statement takes is held, and what the lock waited for is seen, by the next.
 * If one fails the later ones fail too (the transaction is aborted) and COMMIT rolls it back; the
 * first error is thrown. Answers each statement's rows. On PGlite: drizzle's transaction.
 */
export async function pipelinedTransaction(
  db: Database,
  steps: PipelinedStep<unknown>[],
): Promise<unknown[][]> {
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof Pool)) {
    return db.transaction(async (tx) => {
      const answers: unknown[][] = [];
      for (const { statement, values } of steps) answers.push(await statement.run(tx, values));
      return answers;
    });
  }
  const client = await pool.connect();
  try {
    // Every query is issued before any answer is awaited: that is what pipelines them. Each is
    // settled before the client goes back to the pool.
    const stream = socketOf(client);
    // Corked, the whole transaction leaves in one write: pg writes BEGIN and COMMIT (simple
    // queries) each on their own, and corks only around each prepared statement (4 socket writes
    // an order, the largest self time under bench/order-throughput.ts after the idle time).
    stream?.cork();
    let issued: Promise<unknown>[];
    try {
      issued = [
        client.query('BEGIN'),
        ...steps.map(({ statement, values }) => statement.runOn(client, values)),
        client.query('COMMIT'),
      ];
    } finally {
      stream?.uncork();
    }
    const settled = await Promise.allSettled(issued);
    const failed = settled.find((result) => result.status === 'rejected');
    if (failed) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw failed.reason;
    }
    return settled.slice(1, -1).map((result) => (result as PromiseFulfilledResult<unknown[]>).value);
  } finally {
    client.release();
  }
}

/** The pool client's socket (pg's `connection.stream`, not in its types), to cork around a batch. */
function socketOf(client: PoolClient): { cork(): void; uncork(): void } | undefined {
  const stream = (client as { connection?: { stream?: { cork?: unknown; uncork?: unknown } } }).connection
    ?.stream;
  return typeof stream?.cork === 'function' && typeof stream.uncork === 'function'
    ? (stream as { cork(): void; uncork(): void })
    : undefined;
}
