// What bench/order-throughput.ts needs around autocannon: a schema of its own on the PostgreSQL
// server, the real API (api/src/server.ts) started on it as a child process, and live carts
// written straight into the database, one per request.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { Client } from 'pg';
import { issueAuthToken } from '../../api/src/auth/sessions';
import { loadConfig } from '../../api/src/config';
import { CLOSED_SMS_GATEWAY_ENV } from '../../api/src/testing/closed-sms-gateway';
import { openDatabase, type DatabaseHandle } from '../../api/src/db/client';
import { migrateDatabase } from '../../api/src/db/migrate';
import { users } from '../../api/src/auth/auth-tables';
import { carts, orders, tickets } from '../../api/src/lottery-sales/inventory-tables';
import { createTestStore } from '../../api/src/test/store-fixtures';

const REPO_ROOT = path.resolve(__dirname, '..', '..');

/** `postgres://…` with `search_path` set to `schema`, so every connection of the API lands there. */
export function urlInSchema(serverUrl: string, schema: string): string {
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return `${serverUrl}${serverUrl.includes('?') ? '&' : '?'}options=${options}`;
}

/** Drops and recreates the bench's schema: every run starts from nothing. */
export async function freshSchema(serverUrl: string, schema: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
}

export interface ApiProcess {
  url: string;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/**
 * `api/src/server.ts` in its own process (so autocannon does not share its event loop), on the
 * PostgreSQL schema, quiet logs, no results schedule. Resolves once /health answers.
 */
export async function startApi(options: { databaseUrl: string; port: number }): Promise<ApiProcess> {
  // BENCH_API_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: node flags for the API (tsx passes them on).
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
    [...nodeArgs, 'api/src/server.ts'],
    {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: options.databaseUrl,
        API_PORT: String(options.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...CLOSED_SMS_GATEWAY_ENV,
        SEED_TICKET_COUNT: '0',
        GLO_IMPORT_SCHEDULE: 'off',
        FASTIFY_AUTOLOAD_TYPESCRIPT: '1',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${options.port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return { url, child, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error('the API did not answer /health within 2 minutes');
}

export interface BenchShop {
  handle: DatabaseHandle;
  storeId: number;
  drawId: number;
  /** Members (user id + bearer token) the carts are spread over. */
  members: { userId: number; token: string }[];
}

/** A verified store for the current draw and `memberCount` members with live tokens. */
export async function prepareShop(databaseUrl: string, memberCount: number): Promise<BenchShop> {
  const handle = await openDatabase(databaseUrl);
  await migrateDatabase(handle);
  const now = new Date();
  const shop = await createTestStore(handle.db, { now });
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl });
  const members = [];
  for (let i = 0; i < memberCount; i++) {
    const [user] = await handle.db
      .insert(users)
      // A buyer the API lets order: phone verified by OTP and of age (shared-contract's
      // buyer-eligibility rule); without them every order is a 403.
      .values({
        ref: randomUUID(),
        name: 'ผู้ทดสอบ',
        lastname: `${i}`,
        login_provider: 'local',
        verified_otp_id: 0,
        date_of_birth: '1990-01-01',
      })
      .returning({ id: users.id });
    members.push({
      userId: user!.id,
      token: await issueAuthToken(handle.db, config, now, user!.id, 'local'),
    });
  }
  return { handle, storeId: shop.store.id, drawId: shop.drawId, members };
}

export interface BenchCart {
  cartId: string;
  userId: number;
  token: string;
}

/**
 * `count` live carts (1 hour to go), each holding `ticketsPerCart` tickets of its own, spread over
 * the members: as a reservation leaves them (`cart_id`, `held_until = expires_at`).
 */
export async function createCarts(
  shop: BenchShop,
  count: number,
  ticketsPerCart: number,
  firstNumber: number,
): Promise<BenchCart[]> {
  const expires = new Date(Date.now() + 60 * 60 * 1000);
  const made: BenchCart[] = [];
  const BATCH = 1000;
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const owners = Array.from({ length: size }, (_, i) => shop.members[(start + i) % shop.members.length]!);
    const rows = await shop.handle.db
      .insert(carts)
      .values(
        owners.map((owner) => ({
          user_id: owner.userId,
          store_id: shop.storeId,
          draw_id: shop.drawId,
          expires_at: expires,
        })),
      )
      .returning({ id: carts.id, user_id: carts.user_id });
    await shop.handle.db.insert(tickets).values(
      rows.flatMap((cart, i) =>
        Array.from({ length: ticketsPerCart }, (_, set) => ({
          draw_id: shop.drawId,
          store_id: shop.storeId,
          number: (firstNumber + start + i) % 1_000_000,
          set_no: set + 1,
          price: 80,
          cart_id: cart.id,
          held_until: expires,
        })),
      ),
    );
    rows.forEach((cart, i) =>
      made.push({ cartId: cart.id, userId: owners[i]!.userId, token: owners[i]!.token }),
    );
  }
  // Statistics, as autovacuum keeps them on a server: this machine's PostgreSQL runs with
  // autovacuum = off (conf.d/90-ci.conf), so tables the bench filled were never analyzed, and with
  // no statistics the planner took `sold_at IS NULL` for rare (0.5 %) and ANDed the whole unsold
  // tickets index into each order's cart lookup (≈ 200 buffers, 2–3 ms an order at 40,000
  // tickets; the order transaction ran ≈ 440 tps under pgbench instead of ≈ 1,100).
  await shop.handle.db.execute(sql`ANALYZE carts, tickets, orders, order_items`);
  return made;
}

/** How many orders the carts became, and whether any cart got two. */
export async function countOrders(shop: BenchShop, cartIds: string[]) {
  const [row] = await shop.handle.db
    .select({
      orders: sql<number>`count(*)::int`,
      carts: sql<number>`count(distinct ${orders.cart_id})::int`,
    })
    .from(orders)
    .where(inArray(orders.cart_id, cartIds));
  return row!;
}
