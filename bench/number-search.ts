// Number search latency over a million tickets: p50/p95/p99 of each kind of pattern (full number,
// front 3, last 3, last 2, middle 2, one digit, mixed, no match), across stores and in the largest
// store, through the repository and through HTTP, on PGlite and on the PostgreSQL server.
//   npx tsx bench/number-search.ts [--tickets 1000000] [--runs 300] [--fresh] [--explain]
//                                  [--no-pg] [--no-http] [--pg postgres://postgres@127.0.0.1:5432/test]
// PGlite keeps its seeded database in .data/bench/number-search-pglite and reuses it (--fresh
// seeds it again); PostgreSQL gets a schema of its own, seeded each run and dropped after.
// The clock is fixed at 2026-11-21 18:00 Bangkok (as in the tests): the draw on sale is 2026-12-01.
// Goal: p95 ≤ 10 ms for every pattern.
import { PgDialect } from 'drizzle-orm/pg-core';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { buildApp } from '../api/src/app';
import { loadConfig } from '../api/src/config';
import { openDatabase, type DatabaseHandle } from '../api/src/db/client';
import { migrateDatabase } from '../api/src/db/migrate';
import { seedDatabase } from '../api/src/db/seed/seed-database';
import { DEMO_DEALERS, FIRST_DEMO_DEALER, demoLotNumber } from '../api/src/db/seed/store-catalogue';
import { planSearch } from '../api/src/lottery-sales/search-plan';
import { findCurrentDraw } from '../api/src/results/lottery-draws-repository';
import { findStoreByCodeOrRef } from '../api/src/lottery-sales/stores-repository';
import {
  findStoresNotSelling,
  searchTickets,
  ticketSearchStatement,
} from '../api/src/lottery-sales/ticket-search-repository';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};

const TICKETS = Number(option('tickets', '1000000'));
const RUNS = Number(option('runs', '300'));
const WARMUP = 30;
const LIMIT = 60;
const NOW = new Date('2026-11-21T11:00:00.000Z');
const PG_URL = option('pg', process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const PGLITE_DIR = path.resolve(__dirname, '..', '.data', 'bench', 'number-search-pglite');
const HTTP_PORT = 5100;

/** A small deterministic generator (mulberry32): the same patterns on every run and engine. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const digits = (next: () => number, count: number) =>
  Array.from({ length: count }, () => Math.floor(next() * 10)).join('');

interface Kind {
  name: string;
  make: (next: () => number, i: number) => string;
}

const sold = (i: number) => demoLotNumber(DEMO_DEALERS[i % 7]!, 1000 + i * 7);
const KINDS: Kind[] = [
  { name: 'full (on sale)', make: (_, i) => sold(i) },
  { name: 'full (random)', make: (next) => digits(next, 6) },
  { name: 'front 3  ddd___', make: (next) => `${digits(next, 3)}___` },
  { name: 'last 3   ___ddd', make: (next) => `___${digits(next, 3)}` },
  { name: 'last 2   ____dd', make: (next) => `____${digits(next, 2)}` },
  { name: 'middle 2 __dd__', make: (next) => `__${digits(next, 2)}__` },
  { name: 'split 2  _d__d_', make: (next) => `_${digits(next, 1)}__${digits(next, 1)}_` },
  { name: 'last 1   _____d', make: (next) => `_____${digits(next, 1)}` },
  { name: 'first 1  d_____', make: (next) => `${digits(next, 1)}_____` },
  { name: 'mixed 3  d_d_d_', make: (next) => `${digits(next, 1)}_${digits(next, 1)}_${digits(next, 1)}_` },
  { name: 'no match (full)', make: () => '' },
];

interface Scope {
  name: string;
  storeCode?: string;
}
const SCOPES: Scope[] = [
  { name: 'all stores' },
  { name: 'one store', storeCode: FIRST_DEMO_DEALER.storeCode },
];

interface Row {
  engine: string;
  via: string;
  kind: string;
  scope: string;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** CPU time of this process per call: for PGlite (in-process) what the call costs on an idle core. */
  cpu50?: number;
  cpu95?: number;
  found: number;
}

const rows: Row[] = [];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function prepare(handle: DatabaseHandle, label: string): Promise<void> {
  const config = loadConfig({ DATA_DIR: 'memory://' });
  const started = performance.now();
  await migrateDatabase(handle);
  await seedDatabase(handle.db, {
    seedDataFile: config.seedDataFile,
    now: NOW,
    demo: true,
    ticketCount: TICKETS,
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const count = await scalar(handle, 'SELECT count(*)::int AS n FROM tickets');
  console.log(
    `${label}: ${count.toLocaleString('en')} tickets ready in ${seconds} s (seeded now, or reused)`,
  );
}

/** A raw statement on either driver (their `query` signatures differ, the answer's `rows` do not). */
async function rawRows<T>(handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<T[]> {
  const result =
    handle.driver === 'pglite'
      ? await handle.client.query<T>(text, params)
      : await handle.client.query(text, params as unknown[]);
  return result.rows as T[];
}

async function scalar(handle: DatabaseHandle, text: string, params: unknown[] = []): Promise<number> {
  return Number((await rawRows<{ n: number }>(handle, text, params))[0]?.n);
}

/** Full numbers on sale nowhere (in this draw), for the no-match rows. */
async function absentNumbers(handle: DatabaseHandle, count: number): Promise<string[]> {
  const rows = await rawRows<{ n: number }>(
    handle,
    `SELECT n FROM generate_series(0, 999999, 997) AS n
     WHERE NOT EXISTS (SELECT 1 FROM tickets WHERE number = n AND sold_at IS NULL) LIMIT $1`,
    [count],
  );
  return rows.map((row) => String(row.n).padStart(6, '0'));
}

async function measure(
  engine: string,
  via: string,
  call: (pattern: string, storeCode: string | undefined) => Promise<number>,
  absent: string[],
): Promise<void> {
  for (const kind of KINDS) {
    for (const scope of SCOPES) {
      const next = random(kind.name.length * 7919 + (scope.storeCode ? 1 : 0));
      const times: number[] = [];
      const cpu: number[] = [];
      let found = 0;
      for (let i = 0; i < WARMUP + RUNS; i += 1) {
        const pattern = kind.name.startsWith('no match') ? absent[i % absent.length]! : kind.make(next, i);
        const started = performance.now();
        const cpuStarted = process.cpuUsage();
        const n = await call(pattern, scope.storeCode);
        const took = performance.now() - started;
        const used = process.cpuUsage(cpuStarted);
        if (i >= WARMUP) {
          times.push(took);
          cpu.push((used.user + used.system) / 1000);
          found += n;
        }
      }
      times.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      const inProcess = engine === 'PGlite' && via === 'repository';
      rows.push({
        engine,
        via,
        kind: kind.name,
        scope: scope.name,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
        max: times.at(-1)!,
        cpu50: inProcess ? percentile(cpu, 50) : undefined,
        cpu95: inProcess ? percentile(cpu, 95) : undefined,
        found: found / RUNS,
      });
    }
  }
}

async function viaRepository(handle: DatabaseHandle, engine: string, absent: string[]): Promise<void> {
  const draw = await findCurrentDraw(handle.db, NOW);
  if (!draw) throw new Error('no current draw');
  const store = await findStoreByCodeOrRef(handle.db, FIRST_DEMO_DEALER.storeCode);
  await measure(
    engine,
    'repository',
    async (pattern, storeCode) => {
      const page = await searchTickets(handle.db, {
        drawId: draw.id,
        plan: planSearch(pattern),
        now: NOW,
        limit: LIMIT,
        storeId: storeCode ? store?.store.id : undefined,
      });
      return page.offers.length;
    },
    absent,
  );
  if (flag('explain')) await explain(handle, engine, draw.id, store?.store.id);
}

/** The whole app on the same database, listening, called with fetch (keep-alive). */
async function viaHttp(handle: DatabaseHandle, engine: string, absent: string[]): Promise<void> {
  const config = { ...loadConfig({ DATA_DIR: 'memory://', NODE_ENV: 'test' }), port: HTTP_PORT };
  const app = await buildApp({ config, database: handle, prepareDatabase: false, clock: () => NOW });
  try {
    await app.listen({ port: HTTP_PORT, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    await measure(
      engine,
      'HTTP',
      async (pattern, storeCode) => {
        const url = `http://127.0.0.1:${port}/public/v2/lotteries/search?pattern=${pattern}&limit=${LIMIT}${storeCode ? `&store=${storeCode}` : ''}`;
        const response = await fetch(url);
        if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
        return ((await response.json()) as { data: unknown[] }).data.length;
      },
      absent,
    );
  } finally {
    await app.close(); // closes the database too
  }
}

/** One plan per kind of pattern: the node types and how many index entries each read. */
async function explain(handle: DatabaseHandle, engine: string, drawId: number, storeId?: number) {
  const dialect = new PgDialect();
  console.log(`\nEXPLAIN ANALYZE on ${engine} (tickets scan only):`);
  for (const pattern of ['123456', '123___', '___456', '____56', '__12__', '_____7', '1_3_5_', '1____5']) {
    for (const store of [undefined, storeId]) {
      const query = dialect.sqlToQuery(
        ticketSearchStatement({
          drawId,
          plan: planSearch(pattern),
          now: NOW,
          limit: LIMIT,
          storeId: store,
          excludedStoreIds: store ? [] : await findStoresNotSelling(handle.db),
        }),
      );
      const plan = await rawRows<{ 'QUERY PLAN': string }>(
        handle,
        `EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`,
        query.params,
      );
      const lines = plan.map((row) => row['QUERY PLAN']);
      const scan = lines.find((line) => /Scan using tickets_/.test(line))?.trim() ?? lines.join('\n');
      const fetches = lines.find((line) => /Heap Fetches/.test(line))?.trim() ?? '';
      const time = lines
        .filter((line) => /(Planning|Execution) Time/.test(line))
        .map((line) => line.trim())
        .join(', ');
      console.log(
        `  ${pattern} ${store ? 'one store ' : 'all stores'}  ${scan.replace(/\s*\(cost=[^)]*\)/, '').slice(0, 120)}  ${fetches}  ${time}`,
      );
    }
  }
}

function print(): void {
  const format = (ms: number) => ms.toFixed(2).padStart(7);
  console.log(
    `\nNumber search, ${TICKETS.toLocaleString('en')} tickets, limit ${LIMIT}, ${RUNS} runs per row (ms):`,
  );
  console.log(
    `${'engine'.padEnd(10)} ${'via'.padEnd(10)} ${'pattern'.padEnd(17)} ${'scope'.padEnd(10)}     p50     p95     p99     max  cpu p50 cpu p95  offers`,
  );
  for (const row of rows) {
    const flagged = row.p95 > 10 ? '  > 10 ms' : '';
    const cpu = row.cpu95 === undefined ? ' '.repeat(16) : `${format(row.cpu50!)} ${format(row.cpu95)}`;
    console.log(
      `${row.engine.padEnd(10)} ${row.via.padEnd(10)} ${row.kind.padEnd(17)} ${row.scope.padEnd(10)} ${format(row.p50)} ${format(row.p95)} ${format(row.p99)} ${format(row.max)} ${cpu} ${row.found.toFixed(1).padStart(7)}${flagged}`,
    );
  }
  const worst = rows.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  console.log(
    `\nworst p95: ${worst.p95.toFixed(2)} ms (${worst.engine}, ${worst.via}, ${worst.kind}, ${worst.scope})`,
  );
}

async function onPglite(): Promise<void> {
  if (flag('fresh')) rmSync(PGLITE_DIR, { recursive: true, force: true });
  let handle = await openDatabase(PGLITE_DIR);
  await prepare(handle, 'PGlite');
  if ((await scalar(handle, 'SELECT count(*)::int AS n FROM tickets')) !== TICKETS) {
    console.log('PGlite: the kept database has another ticket count; seeding a fresh one');
    await handle.close();
    rmSync(PGLITE_DIR, { recursive: true, force: true });
    handle = await openDatabase(PGLITE_DIR);
    await prepare(handle, 'PGlite');
  }
  let closed = false;
  try {
    const absent = await absentNumbers(handle, 50);
    await viaRepository(handle, 'PGlite', absent);
    if (!flag('no-http')) {
      closed = true;
      await viaHttp(handle, 'PGlite', absent);
    }
  } finally {
    if (!closed) await handle.close();
  }
}

async function onPostgres(): Promise<void> {
  const schema = `bench_number_search_${process.pid}`;
  const admin = new Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch (error) {
    console.warn(`PostgreSQL at ${PG_URL} not reachable (${(error as Error).message}): skipped.`);
    return;
  }
  try {
    await admin.query(`CREATE SCHEMA ${schema}`);
    const url = `${PG_URL}${PG_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    const handle = await openDatabase(url);
    let closed = false;
    try {
      await prepare(handle, 'PostgreSQL');
      const absent = await absentNumbers(handle, 50);
      await viaRepository(handle, 'PostgreSQL', absent);
      if (!flag('no-http')) {
        closed = true;
        await viaHttp(handle, 'PostgreSQL', absent);
      }
    } finally {
      if (!closed) await handle.close();
    }
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
}

async function main(): Promise<void> {
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  console.log(`load average at start: ${load()} (${os.cpus().length} CPUs)`);
  await onPglite();
  if (!flag('no-pg')) await onPostgres();
  print();
  console.log(`load average at end: ${load()}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
