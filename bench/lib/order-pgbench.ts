// The order bench's ceiling: pgbench running the API's own order transaction — BEGIN,
// the cart lock, the create statement, COMMIT, rendered from api/src/lottery-sales/order-create.ts —
// on live carts like the API's, at the same client count. What the database alone allows, so the
// API's own cost shows as a ratio in the same run.
import { sql } from 'drizzle-orm';
import { createOrderStatement, lockCartStatement } from '../../api/src/lottery-sales/order-create';
import type { BenchCart, BenchShop } from './order-bench-setup';
import { pgbenchText, runPgbench } from './pgbench';

export interface PgbenchRow {
  clients: number;
  transactions: number;
  tps: number;
  p50: number;
  p99: number;
  failed: number;
}

/**
 * The script: the next cart from a numbered list (one indexed read, which the API does not make:
 * the ceiling is a little low, the ratio a little kind to the API), then the transaction.
 */
function orderScript(codePrefix: string): string {
  const raw = (text: string) => sql.raw(text);
  return [
    `SELECT cart_id AS cart, user_id AS member, n FROM bench_pg_carts WHERE n = (SELECT nextval('bench_pg_carts_n')) \\gset`,
    'BEGIN;',
    `${pgbenchText(lockCartStatement({ cartId: raw(':cart') }))};`,
    `${pgbenchText(
      createOrderStatement({
        cartId: raw(':cart'),
        userId: raw(':member'),
        addressId: raw('NULL'),
        key: raw('NULL'),
        code: raw(`('${codePrefix}' || :n)`),
        channel: raw(`'web'`),
        memberName: raw(`'pgbench'`),
        now: raw(':now'),
        payBefore: raw(':pay'),
      }),
    )};`,
    'COMMIT;',
    '',
  ].join('\n');
}

/**
 * pgbench over `carts` (each becomes one order), `clients` at a time, each client the same number
 * of transactions (so `carts.length` should be a multiple of `clients`).
 */
export async function runOrderPgbench(options: {
  serverUrl: string;
  schema: string;
  shop: BenchShop;
  carts: BenchCart[];
  clients: number;
  /** Unique in the run: the order codes are this and the cart's number. */
  tag: string;
}): Promise<PgbenchRow> {
  const { shop, carts, clients } = options;
  const db = shop.handle.db;
  await db.execute(sql`DROP TABLE IF EXISTS bench_pg_carts`);
  await db.execute(sql`DROP SEQUENCE IF EXISTS bench_pg_carts_n`);
  await db.execute(sql`CREATE SEQUENCE bench_pg_carts_n`);
  await db.execute(
    sql`CREATE TABLE bench_pg_carts (n bigint PRIMARY KEY, cart_id uuid NOT NULL, user_id int NOT NULL)`,
  );
  const list = JSON.stringify(carts.map((cart) => [cart.cartId, cart.userId]));
  await db.execute(sql`
    INSERT INTO bench_pg_carts (n, cart_id, user_id)
    SELECT ordinality, (e->>0)::uuid, (e->>1)::int
    FROM jsonb_array_elements(${list}::jsonb) WITH ORDINALITY AS c(e, ordinality)`);
  await db.execute(sql`VACUUM ANALYZE bench_pg_carts`);

  const now = new Date();
  const result = await runPgbench({
    serverUrl: options.serverUrl,
    schema: options.schema,
    script: orderScript(`PG${options.tag}-`),
    clients,
    limit: { perClient: Math.floor(carts.length / clients) },
    variables: {
      now: now.toISOString(),
      pay: new Date(now.getTime() + 15 * 60 * 1000).toISOString(),
    },
  });
  return { clients, ...result };
}
