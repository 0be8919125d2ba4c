// Reservation throughput: POST /public/v2/carts/{cartId}/items (one ticket) through the whole API
// on PostgreSQL, at 64 and 256 connections (autocannon, 10 s each), beside pgbench running the
// very same reservation statement (rendered from api/src/lottery-sales/reserve-in-live-cart.ts) at the same
// client counts: the ceiling the database alone allows. Two scenarios:
// - spread: 40 stores × 5,000 numbers × 5 sets (1,000,000 tickets); each connection reserves
//   random numbers into its own member's carts (50 a cart, then the next store's cart);
// - hot:    every connection wants the same number (100 copies in one store): reserve one, give it
//   back, again; requests alternate add / delete, both counted;
// Each reservation scenario also runs against the anchor: a bare Fastify server with the same
// pool (BENCH_POOL_SIZE × BENCH_API_WORKERS connections, one process, port BENCH_PORT + 1) running
// only the statements, so API / anchor is the API's own overhead in the same run.
// - baseline: GET /public/v1/points/balance with the same tokens (bearer check + one small
//   query): what any member call costs here, before any cart work.
// Goal: ≥ 3,000 reservations/s with p99 ≤ 30 ms.
//   npx tsx bench/reserve-throughput.ts
// Needs PostgreSQL on 127.0.0.1:5432, database `test` (BENCH_DATABASE_URL to change) and pgbench.
// Knobs: BENCH_CONNECTIONS=64,256  BENCH_DURATION=10  BENCH_POOL_SIZE=20 (per API process)
//        BENCH_API_WORKERS=1 (API processes)  BENCH_PORT=5110  BENCH_SCENARIOS=spread,hot,baseline
//        BENCH_PGBENCH=0 (skip pgbench)  BENCH_KEEP_SCHEMA=1 (keep the schema afterwards)
import autocannon, { type Request, type Result } from 'autocannon';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { MAX_CART_TICKETS } from '@chokdee/shared-contract/schemas/lottery-cart';
import { loadConfig } from '../api/src/config';
import { CLOSED_SMS_GATEWAY_ENV } from '../api/src/testing/closed-sms-gateway';
import { createTokenMembers, type TokenMember } from '../api/src/test/token-members';
import { releaseInLiveCartStatement } from '../api/src/lottery-sales/release-in-live-cart';
import { reserveInLiveCartStatement } from '../api/src/lottery-sales/reserve-in-live-cart';
import { startAnchor, startApiOnPostgres } from './lib/api-on-postgres';
import { pgbenchClientsAvailable, pgbenchText, runPgbench as runPgbenchScript } from './lib/pgbench';
import { processTreeCpuMs } from './lib/process-cpu';
import {
  benchCartId,
  HOT_NUMBER,
  numberAt,
  releaseAllHolds,
  writeBenchCarts,
  writeBenchInventory,
  type BenchInventory,
} from './lib/bench-inventory';
import { BENCH_SERVER_URL, dropSchema, openPool, schemaUrl } from './lib/postgres-schema';

const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '64,256').split(',').map(Number);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARM_UP_SECONDS = 3;
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 20);
const WORKERS = Number(process.env.BENCH_API_WORKERS ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 5110);
const SCENARIOS = (process.env.BENCH_SCENARIOS ?? 'spread,hot,baseline').split(',') as Scenario[];
const WITH_PGBENCH = process.env.BENCH_PGBENCH !== '0';
const SCHEMA = 'chokdee_bench_reserve';
const GOAL_RPS = 3_000;
const GOAL_P99_MS = 30;
/** ≥ 0.8× the same-run ceiling (pgbench of the same statement). */
const GOAL_CEILING_SHARE = 0.8;
/** Cart numbering (see `benchCartId`): HTTP spread carts from 0, HTTP hot carts, pgbench's. */
const HOT_CARTS = 500_000;
const PG_SPREAD_CARTS = 1_000_000;
const PG_HOT_CARTS = 2_000_000;

type Scenario = 'spread' | 'hot' | 'baseline';

interface Row {
  scenario: Scenario;
  /** anchor: bare Fastify + the same pool running only the statement (`lib/anchor-server.ts`). */
  tool: 'API' | 'anchor' | 'pgbench';
  clients: number;
  /** The connection count of the run it belongs to (pgbench's clients may be capped below it). */
  connections: number;
  /** Requests (or statements) per second, all answers. */
  rps: number;
  /** Tickets reserved per second. */
  reservedPerSecond: number;
  p50: number;
  p99: number;
  note: string;
}

const pad6 = (n: number) => String(n).padStart(6, '0');

/** One member per in-flight request: a connection takes a free member, gives it back on the answer. */
interface Slot {
  member: TokenMember;
  index: number;
  /** Spread: which store's cart it fills now, and how many that cart holds. */
  store: number;
  held: number;
}

function requestFor(slot: Slot, pathname: string, method: 'POST' | 'DELETE', body?: object): Request {
  return {
    method,
    path: pathname,
    headers: {
      authorization: slot.member.headers.authorization,
      // The anchor takes the member from here (no token check); the API ignores it.
      'x-bench-user': String(slot.member.userId),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  };
}

async function runHttp(
  tool: 'API' | 'anchor',
  baseUrl: string,
  scenario: Scenario,
  connections: number,
  members: TokenMember[],
  inventory: BenchInventory,
  duration = DURATION,
  pid?: number,
): Promise<Row> {
  const stores = inventory.stores.length;
  const slots: Slot[] = members.slice(0, connections).map((member, index) => ({
    member,
    index,
    store: index % stores,
    held: 0,
  }));
  const free = [...slots];
  const take = () => free.pop() ?? slots[Math.floor(Math.random() * slots.length)]!;
  const statuses: Record<string, number> = {};
  let reserved = 0;
  const counted = (kind: string, status: number) => {
    const key = `${kind} ${status}`;
    statuses[key] = (statuses[key] ?? 0) + 1;
    if (kind === 'add' && status === 200) reserved += 1;
  };
  type Context = { slot?: number };

  const spread: Request[] = [
    {
      setupRequest: (_request, context) => {
        const slot = take();
        (context as Context).slot = slot.index;
        const k = Math.floor(Math.random() * inventory.numbersPerStore);
        const cart = benchCartId(slot.index * stores + slot.store);
        return requestFor(slot, `/public/v2/carts/${cart}/items`, 'POST', {
          number: pad6(numberAt(slot.store, k)),
          quantity: 1,
        });
      },
      onResponse: (status, _body, context) => {
        const slot = slots[(context as Context).slot!]!;
        counted('add', status);
        // 422 = the cart is full: two requests shared this member when every slot was busy, so
        // the count fell behind; move on to the next store's cart as on the 50th ticket.
        if ((status === 200 && ++slot.held >= MAX_CART_TICKETS) || status === 422) {
          slot.store = (slot.store + 1) % stores;
          slot.held = 0;
        }
        free.push(slot);
      },
    },
  ];
  const hot: Request[] = [
    {
      setupRequest: (_request, context) => {
        const slot = take();
        (context as Context).slot = slot.index;
        const cart = benchCartId(HOT_CARTS + slot.index);
        return requestFor(slot, `/public/v2/carts/${cart}/items`, 'POST', {
          number: pad6(HOT_NUMBER),
          quantity: 1,
        });
      },
      onResponse: (status) => counted('add', status),
    },
    {
      setupRequest: (_request, context) => {
        const slot = slots[(context as Context).slot!]!;
        const cart = benchCartId(HOT_CARTS + slot.index);
        return requestFor(slot, `/public/v2/carts/${cart}/items/${pad6(HOT_NUMBER)}?quantity=1`, 'DELETE');
      },
      onResponse: (status, _body, context) => {
        counted('delete', status);
        free.push(slots[(context as Context).slot!]!);
      },
    },
  ];

  const baseline: Request[] = [
    {
      setupRequest: (_request, context) => {
        const slot = take();
        (context as Context).slot = slot.index;
        return {
          method: 'GET',
          path: '/public/v1/points/balance',
          headers: { authorization: slot.member.headers.authorization },
        };
      },
      onResponse: (status, _body, context) => {
        counted('balance', status);
        free.push(slots[(context as Context).slot!]!);
      },
    },
  ];

  const cpuBefore = processTreeCpuMs(pid);
  const result: Result = await autocannon({
    url: baseUrl,
    connections,
    duration,
    requests: { spread, hot, baseline }[scenario],
  });
  const non2xx = Object.entries(statuses)
    .filter(([key]) => !key.endsWith(' 200'))
    .map(([key, n]) => `${key}: ${n}`);
  const errors = result.errors + result.timeouts;
  // The server's own CPU per answer: steadier than req/s when the machine is shared.
  const cpuUs =
    pid === undefined ? undefined : ((processTreeCpuMs(pid) - cpuBefore) * 1000) / result.requests.total;
  return {
    scenario,
    tool,
    clients: connections,
    connections,
    rps: result.requests.average,
    reservedPerSecond: reserved / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    note: [
      ...(cpuUs === undefined ? [] : [`server CPU ${cpuUs.toFixed(0)} µs/req`]),
      `non-2xx ${result.non2xx}`,
      ...non2xx,
      ...(errors ? [`errors ${errors}`] : []),
    ].join(', '),
  };
}

const raw = (text: string) => sql.raw(text);
const cartExpression = (variable: string) =>
  raw(`('00000000-0000-4000-8000-' || lpad(:${variable}::text, 12, '0'))`);

function pgbenchScript(scenario: Scenario, stores: number): string {
  // The cart names its store and draw; the statement checks the sale and the store itself.
  const reserve = (cart: string, number: string) =>
    pgbenchText(
      reserveInLiveCartStatement({
        cartId: cartExpression(cart),
        userId: raw(':user'),
        number: raw(number),
        quantity: raw('1'),
        maxTickets: raw(String(MAX_CART_TICKETS)),
        now: raw(':now'),
      }),
    );
  if (scenario === 'spread') {
    return [
      `\\set s random(0, ${stores - 1})`,
      `\\set k random(0, :numbers - 1)`,
      `\\set cartn ${PG_SPREAD_CARTS} + :client_id * ${stores} + :s`,
      `\\set number (:k * 7919 + :s * 104729) % 1000000`,
      `${reserve('cartn', ':number')};`,
      '',
    ].join('\n');
  }
  const release = pgbenchText(
    releaseInLiveCartStatement({
      cartId: cartExpression('cartn'),
      userId: raw(':user'),
      number: raw(':hot'),
      quantity: raw('1'),
      now: raw(':now'),
    }),
  );
  return [`\\set cartn ${PG_HOT_CARTS} + :client_id`, `${reserve('cartn', ':hot')};`, `${release};`, ''].join(
    '\n',
  );
}

async function runPgbench(
  scenario: Scenario,
  clients: number,
  variables: Record<string, string | number>,
  stores: number,
): Promise<Row> {
  const { tps, failed, p50, p99 } = await runPgbenchScript({
    serverUrl: BENCH_SERVER_URL,
    schema: SCHEMA,
    script: pgbenchScript(scenario, stores),
    clients,
    limit: { seconds: DURATION },
    variables,
  });
  const statements = scenario === 'spread' ? 1 : 2;
  return {
    scenario,
    tool: 'pgbench',
    clients,
    connections: clients,
    rps: tps * statements,
    reservedPerSecond: tps,
    p50,
    p99,
    note: `failed ${failed}${statements === 2 ? ', one transaction = reserve + give back' : ''}`,
  };
}

function printTable(rows: Row[], loadBefore: number[]): void {
  const n = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
  const load = (values: number[]) => values.map((v) => v.toFixed(1)).join(' ');
  console.log('');
  console.log(
    `${os.cpus().length} CPUs shared by the API, PostgreSQL and the load generator; ` +
      `load average ${load(loadBefore)} before, ${load(os.loadavg())} after`,
  );
  console.log('scenario  tool     clients   req/s  reserved/s   p50 ms   p99 ms  notes');
  for (const row of rows) {
    console.log(
      [
        row.scenario.padEnd(8),
        row.tool.padEnd(8),
        String(row.clients).padStart(7),
        n(row.rps).padStart(7),
        n(row.reservedPerSecond).padStart(11),
        n(row.p50, 1).padStart(8),
        n(row.p99, 1).padStart(8),
        ` ${row.note}`,
      ].join(' '),
    );
  }
  for (const row of rows.filter((r) => r.tool === 'API' && r.scenario !== 'baseline')) {
    const same = (tool: Row['tool']) =>
      rows.find((r) => r.tool === tool && r.scenario === row.scenario && r.connections === row.connections);
    const ratio = (other: Row | undefined) =>
      other ? `${(row.reservedPerSecond / other.reservedPerSecond).toFixed(2)}×` : '-';
    const ceiling = same('pgbench');
    const ok =
      row.reservedPerSecond >= GOAL_RPS &&
      row.p99 <= GOAL_P99_MS &&
      (!ceiling || row.reservedPerSecond >= GOAL_CEILING_SHARE * ceiling.reservedPerSecond);
    console.log(
      `goal ${ok ? 'MET' : 'NOT MET'} (${row.scenario}, ${row.clients} connections): ` +
        `${n(row.reservedPerSecond)} reservations/s (goal ≥ ${GOAL_RPS}), p99 ${n(row.p99, 1)} ms (goal ≤ ${GOAL_P99_MS}); ` +
        `API/anchor ${ratio(same('anchor'))}, API/pgbench ${ratio(ceiling)} (goal ≥ ${GOAL_CEILING_SHARE}×)`,
    );
  }
}

async function main(): Promise<void> {
  const maxClients = Math.max(...CONNECTIONS);
  const loadBefore = os.loadavg();
  console.log(
    `starting the API on PostgreSQL (schema ${SCHEMA}, ${WORKERS} process(es) × pool ${POOL_SIZE}, port ${PORT})…`,
  );
  const api = await startApiOnPostgres({ schema: SCHEMA, port: PORT, poolSize: POOL_SIZE, workers: WORKERS });
  const anchor = await startAnchor({
    schema: SCHEMA,
    port: PORT + 1,
    poolSize: POOL_SIZE * WORKERS,
    clockOffsetMs: api.clockOffsetMs,
  });
  const setup = openPool(schemaUrl(SCHEMA), 4);
  try {
    const now = new Date(Date.now() + api.clockOffsetMs);
    const started = Date.now();
    const inventory = await writeBenchInventory(setup.db, now);
    const stores = inventory.stores.map((store) => store.id);
    if (stores.some((id, i) => id !== stores[0]! + i)) throw new Error('store ids are not consecutive');
    const config = loadConfig({ ...process.env, NODE_ENV: 'production', ...CLOSED_SMS_GATEWAY_ENV });
    const members = await createTokenMembers(setup.db, config, now, maxClients + 1);
    const userIds = members.slice(0, maxClients).map((member) => member.userId);
    const pgUser = members[maxClients]!.userId;
    await writeBenchCarts(setup.db, { firstN: 0, userIds, storeIds: stores, drawId: inventory.drawId, now });
    const hotStore = [inventory.hotStore.id];
    await writeBenchCarts(setup.db, {
      firstN: HOT_CARTS,
      userIds,
      storeIds: hotStore,
      drawId: inventory.drawId,
      now,
    });
    const pgUsers = userIds.map(() => pgUser);
    const draw = inventory.drawId;
    await writeBenchCarts(setup.db, {
      firstN: PG_SPREAD_CARTS,
      userIds: pgUsers,
      storeIds: stores,
      drawId: draw,
      now,
    });
    await writeBenchCarts(setup.db, {
      firstN: PG_HOT_CARTS,
      userIds: pgUsers,
      storeIds: hotStore,
      drawId: draw,
      now,
    });
    // VACUUM too: the first read of each of the million fresh rows would otherwise write its hint
    // bits during the first measured run (that run came out several times slower than the next).
    await setup.db.execute(sql`VACUUM ANALYZE`);
    console.log(
      `${inventory.tickets.toLocaleString('en')} tickets in ${inventory.stores.length + 1} stores, ` +
        `${members.length} members, carts ready in ${((Date.now() - started) / 1000).toFixed(1)} s` +
        (api.clockOffsetMs
          ? ` (API clock moved ${Math.round(api.clockOffsetMs / 60_000)} min into the sale)`
          : ''),
    );

    const variables = {
      user: pgUser,
      draw,
      first_store: stores[0]!,
      numbers: inventory.numbersPerStore,
      hot_store: inventory.hotStore.id,
      hot: HOT_NUMBER,
      now: new Date(Date.now() + api.clockOffsetMs).toISOString(),
    };
    // Warm-up, not reported: JIT, lazily loaded modules, every pool connection's prepared statements.
    for (const [tool, url] of [
      ['API', api.baseUrl],
      ['anchor', anchor.baseUrl],
    ] as const) {
      await runHttp(tool, url, 'hot', Math.min(64, maxClients), members, inventory, WARM_UP_SECONDS);
      await releaseAllHolds(setup.db);
    }
    const rows: Row[] = [];
    for (const scenario of SCENARIOS) {
      for (const connections of CONNECTIONS) {
        await releaseAllHolds(setup.db);
        console.log(`${scenario}: API at ${connections} connections…`);
        rows.push(
          await runHttp('API', api.baseUrl, scenario, connections, members, inventory, DURATION, api.pid),
        );
        if (scenario === 'baseline') continue;
        await releaseAllHolds(setup.db);
        console.log(`${scenario}: anchor at ${connections} connections…`);
        rows.push(
          await runHttp(
            'anchor',
            anchor.baseUrl,
            scenario,
            connections,
            members,
            inventory,
            DURATION,
            anchor.pid,
          ),
        );
        if (!WITH_PGBENCH) continue;
        await releaseAllHolds(setup.db);
        const clients = Math.min(connections, await pgbenchClientsAvailable(setup.db));
        console.log(`${scenario}: pgbench at ${clients} clients…`);
        const row = await runPgbench(scenario, clients, variables, inventory.stores.length);
        if (clients < connections) row.note += `; max_connections allows ${clients}, not ${connections}`;
        row.connections = connections;
        rows.push(row);
      }
    }
    printTable(rows, loadBefore);
  } finally {
    await setup.close();
    await anchor.stop();
    await api.stop();
    await dropSchema(SCHEMA);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
