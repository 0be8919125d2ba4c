// The order bench's ceiling (issue 16): pgbench running the API's own order transaction — BEGIN,
// the cart lock, the create statement, COMMIT, rendered from api/src/lottery-sales/order-create.ts —
// on live carts like the API's, at the same client count. What the database alone allows, so the
// API's own cost shows as a ratio in the same run.
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { queryRows } from '../../api/src/lottery-sales/cart-sql';
import { createOrderStatement, lockCartStatement } from '../../api/src/lottery-sales/order-create';
import type { BenchCart, BenchShop } from './order-bench-setup';

export interface PgbenchRow {
  clients: number;
  transactions: number;
  tps: number;
  p50: number;
  p99: number;
  failed: number;
}

/** The statement with pgbench variables where the app passes values (`:name`). */
function pgbenchText(statement: SQL): string {
  const query = new PgDialect().sqlToQuery(statement);
  if (query.params.length > 0) throw new Error('a pgbench statement must not keep $n parameters');
  return query.sql.replace(/\s+/g, ' ').trim();
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

/** Clients pgbench may open: the server's max_connections less those in use, less a margin. */
export async function pgbenchClientsAvailable(shop: BenchShop): Promise<number> {
  const [row] = await queryRows<{ free: number }>(
    shop.handle.db,
    sql`SELECT current_setting('max_connections')::int - count(*)::int - 5 AS free FROM pg_stat_activity`,
  );
  return row?.free ?? 0;
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

  const dir = mkdtempSync(path.join(os.tmpdir(), 'chokdee-order-pgbench-'));
  const script = path.join(dir, 'order.sql');
  writeFileSync(script, orderScript(`PG${options.tag}-`));
  const now = new Date();
  const { hostname, port, username, pathname } = new URL(options.serverUrl);
  const perClient = Math.floor(carts.length / clients);
  const args = [
    '-h',
    hostname,
    '-p',
    port || '5432',
    '-U',
    decodeURIComponent(username || 'postgres'),
    '-n',
    '-M',
    'prepared',
    '-c',
    String(clients),
    '-j',
    '2',
    '-t',
    String(perClient),
    '-f',
    script,
    '-l',
    '--log-prefix',
    path.join(dir, 'log'),
    '-D',
    `now=${now.toISOString()}`,
    '-D',
    `pay=${new Date(now.getTime() + 15 * 60 * 1000).toISOString()}`,
    pathname.replace(/^\//, '') || 'test',
  ];
  const { stdout } = await promisify(execFile)('pgbench', args, {
    env: { ...process.env, PGOPTIONS: `-c search_path=${options.schema}` },
    maxBuffer: 16 * 1024 * 1024,
  });
  const tps = Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? NaN);
  const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? '0');
  const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)?.[1] ?? NaN);
  // Per-transaction log lines: client, transaction, elapsed µs, …
  const latencies = readdirSync(dir)
    .filter((file) => file.startsWith('log'))
    .flatMap((file) => readFileSync(path.join(dir, file), 'utf8').trim().split('\n'))
    .map((line) => Number(line.split(' ')[2]) / 1000)
    .filter((ms) => Number.isFinite(ms))
    .sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return { clients, transactions, tps, p50: at(0.5), p99: at(0.99), failed };
}
