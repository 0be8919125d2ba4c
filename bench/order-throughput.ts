// Order creation throughput: POST /public/bos/v1/orders, each request turning its own live cart
// (2 tickets, pre-made in the database) into a reserved order, against the real API process on
// PostgreSQL. First the goal: orders sent at 1,000 a second (open loop, each latency counted from
// when the order was due), then the ceiling at 64 and 256 connections (autocannon, closed loop).
// Prints p50/p99 latency and requests/s, and checks afterwards that every cart became exactly one
// order. Beside each run, pgbench runs the
// API's own order transaction (BEGIN, cart lock, create statement, COMMIT) over as many fresh carts
// at the same client count: the database's ceiling, and API/pgbench as a ratio (BENCH_PGBENCH=0 skips it).
//   npx tsx bench/order-throughput.ts
// Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; the bench works
// in its own schema `chokdee_bench_orders`, dropped and made again each run), BENCH_PORT (5120),
// BENCH_REQUESTS per connection count (20000), BENCH_CONNECTIONS (64,256), BENCH_PGBENCH (1),
// BENCH_PACED_SECONDS (15) at BENCH_PACED_RATE orders/s (1000).
// Goal: the paced run answers ≥ 1,000 orders/s with p99 ≤ 50 ms.
import autocannon, { type Result } from 'autocannon';
import os from 'node:os';
import {
  countOrders,
  createCarts,
  freshSchema,
  prepareShop,
  startApi,
  urlInSchema,
  type BenchCart,
} from './lib/order-bench-setup';
import { processTreeCpuMs } from './lib/process-cpu';
import { runOrderPgbench } from './lib/order-pgbench';
import { pacedPosts } from './lib/paced-posts';
import { pgbenchClientsAvailable } from './lib/pgbench';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEMA = 'chokdee_bench_orders';
const PORT = Number(process.env.BENCH_PORT ?? 5120);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '64,256').split(',').map(Number);
const TICKETS_PER_CART = 2;
const MEMBERS = 200;
const WITH_PGBENCH = process.env.BENCH_PGBENCH !== '0';
const GOAL_RPS = 1_000;
const GOAL_P99_MS = 50;
const PACED_RATE = Number(process.env.BENCH_PACED_RATE ?? GOAL_RPS);
const PACED_SECONDS = Number(process.env.BENCH_PACED_SECONDS ?? 15);
const ORDERS_PATH = '/public/bos/v1/orders?includes=order_items';
const orderBody = (cart: BenchCart) =>
  JSON.stringify({ channel: 'web', member_name: 'ผู้ทดสอบ', cart_key: cart.cartId });

/** One autocannon run in which request i submits cart i (and its member's token). */
function run(url: string, cartList: BenchCart[], connections: number): Promise<Result> {
  let next = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: `${url}${ORDERS_PATH}`,
        connections,
        amount: cartList.length,
        timeout: 30,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => {
              // Past the last cart (never expected), repeat it: a double submit answers 200.
              const cart = cartList[Math.min(next++, cartList.length - 1)]!;
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'content-type': 'application/json',
                  authorization: `Bearer ${cart.token}`,
                },
                body: orderBody(cart),
              };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

async function main() {
  await freshSchema(SERVER_URL, SCHEMA);
  const databaseUrl = urlInSchema(SERVER_URL, SCHEMA);
  const api = await startApi({ databaseUrl, port: PORT });
  const shop = await prepareShop(databaseUrl, MEMBERS);
  const rows: string[] = [];
  const goals: string[] = [];
  const loadBefore = os.loadavg();
  try {
    // Warm-up (JIT, pool, prepared plans), not reported.
    const warm = await createCarts(shop, 1_000, TICKETS_PER_CART, 0);
    await run(api.url, warm, 16);

    let firstNumber = 10_000;
    {
      const cartList = await createCarts(shop, PACED_RATE * PACED_SECONDS, TICKETS_PER_CART, firstNumber);
      firstNumber += cartList.length;
      const paced = await pacedPosts(
        api.url,
        cartList.map((cart) => ({
          path: ORDERS_PATH,
          body: orderBody(cart),
          headers: { authorization: `Bearer ${cart.token}` },
        })),
        PACED_RATE,
      );
      const made = await countOrders(
        shop,
        cartList.map((cart) => cart.cartId),
      );
      const created = paced.statuses[201] ?? 0;
      const ok = made.orders === made.carts && made.orders === created && paced.errors === 0;
      const p99 = paced.latency.quantile(0.99);
      rows.push(
        [
          'paced  ',
          `${PACED_RATE}/s`.padStart(11),
          String(paced.latency.total).padStart(8),
          paced.achieved.toFixed(0).padStart(7),
          `${paced.latency.quantile(0.5)} ms`.padStart(7),
          `${p99} ms`.padStart(7),
          `${paced.latency.total - created + paced.errors}`.padStart(6),
          `${made.orders}/${cartList.length}${ok ? '' : ' MISMATCH'}`.padStart(13),
        ].join(' | '),
      );
      // Answers may trail the last send by the tail's length: 2 % below the offered rate still holds it.
      const met = ok && paced.achieved >= 0.98 * GOAL_RPS && PACED_RATE >= GOAL_RPS && p99 <= GOAL_P99_MS;
      goals.push(
        `goal ${met ? 'MET' : 'NOT MET'}: sent at ${PACED_RATE}/s, answered ${paced.achieved.toFixed(0)}/s ` +
          `(goal ≥ ${GOAL_RPS}), p99 ${p99} ms from when each was due (goal ≤ ${GOAL_P99_MS})`,
      );
    }
    for (const connections of CONNECTIONS) {
      const cartList = await createCarts(shop, REQUESTS, TICKETS_PER_CART, firstNumber);
      firstNumber += REQUESTS;
      const cpuBefore = processTreeCpuMs(api.child.pid);
      const result = await run(api.url, cartList, connections);
      // The API's own CPU per order (all its processes): steadier than orders/s on a shared machine.
      const cpuUs = ((processTreeCpuMs(api.child.pid) - cpuBefore) * 1000) / result.requests.total;
      const made = await countOrders(
        shop,
        cartList.map((cart) => cart.cartId),
      );
      const created = result.statusCodeStats?.['201']?.count ?? 0;
      const ok = made.orders === made.carts && made.orders === created && result.errors === 0;
      rows.push(
        [
          'API    ',
          String(connections).padStart(11),
          String(result.requests.total).padStart(8),
          result.requests.average.toFixed(0).padStart(7),
          `${result.latency.p50} ms`.padStart(7),
          `${result.latency.p99} ms`.padStart(7),
          `${result.non2xx}`.padStart(6),
          `${made.orders}/${cartList.length}${ok ? '' : ' MISMATCH'}`.padStart(13),
          `${cpuUs.toFixed(0)}`.padStart(10),
        ].join(' | '),
      );
      let ratio = '';
      if (WITH_PGBENCH) {
        const clients = Math.min(connections, await pgbenchClientsAvailable(shop.handle.db));
        const pgCarts = await createCarts(
          shop,
          Math.ceil(REQUESTS / clients) * clients,
          TICKETS_PER_CART,
          firstNumber,
        );
        firstNumber += pgCarts.length;
        const pg = await runOrderPgbench({
          serverUrl: SERVER_URL,
          schema: SCHEMA,
          shop,
          carts: pgCarts,
          clients,
          tag: String(connections),
        });
        const pgMade = await countOrders(
          shop,
          pgCarts.map((cart) => cart.cartId),
        );
        const pgOk = pgMade.orders === pgMade.carts && pgMade.orders === pg.transactions && pg.failed === 0;
        rows.push(
          [
            'pgbench',
            `${clients}`.padStart(11),
            String(pg.transactions).padStart(8),
            pg.tps.toFixed(0).padStart(7),
            `${pg.p50.toFixed(0)} ms`.padStart(7),
            `${pg.p99.toFixed(0)} ms`.padStart(7),
            `${pg.failed}`.padStart(6),
            `${pgMade.orders}/${pgCarts.length}${pgOk ? '' : ' MISMATCH'}`.padStart(13),
          ].join(' | ') + (clients < connections ? ` (max_connections allows ${clients})` : ''),
        );
        ratio = `, API/pgbench ${(result.requests.average / pg.tps).toFixed(2)}×`;
      }
      goals.push(
        `ceiling at ${connections} connections: ${result.requests.average.toFixed(0)} orders/s, ` +
          `p99 ${result.latency.p99} ms${ratio}`,
      );
    }
  } finally {
    await api.stop();
    await shop.handle.close();
  }
  console.log(
    `\nOrder creation (POST /public/bos/v1/orders, ${TICKETS_PER_CART} tickets per cart, one live cart per request)`,
  );
  const load = (values: number[]) => values.map((v) => v.toFixed(1)).join(' ');
  console.log(
    `${os.cpus().length} CPUs shared by the API, PostgreSQL and the load generator; ` +
      `load average ${load(loadBefore)} before, ${load(os.loadavg())} after`,
  );
  console.log(
    'tool    | conns/rate  | requests |   req/s |     p50 |     p99 | non2xx |  orders/carts | API CPU µs/order',
  );
  for (const row of rows) console.log(row);
  for (const goal of goals) console.log(goal);
}

main().catch((error: unknown) => {
  console.error('order bench failed:', error);
  process.exit(1);
});
