// Live stock on a store page: BENCH_VIEWERS open pages (Server-Sent Events streams of one store)
// while BENCH_BUYERS members reserve numbers of that store, through the API on PostgreSQL with
// BENCH_API_WORKERS processes (events cross processes through LISTEN/NOTIFY). Each buyer reserves
// BENCH_RESERVATIONS distinct numbers one after another, so each reservation changes one number
// once: a page's delay is when its event for that number arrives minus when the buyer sent the
// reservation. The same buyers run once without viewers first: the throughput it costs.
// Goal: delivery p99 ≤ 1 s, every page gets every change, reservations/s within 10 % of the run
// without viewers, and every stream gone once the pages close.
//   npx tsx bench/live-stock.ts
// Needs PostgreSQL on 127.0.0.1:5432 (BENCH_DATABASE_URL). A page's streams are capped per IP
// (8), so the viewers connect from 127.0.1.x, 127.0.2.x… (all loopback on Linux).
// Knobs: BENCH_VIEWERS=2000 BENCH_BUYERS=200 BENCH_RESERVATIONS=40 BENCH_API_WORKERS=2 BENCH_PORT=5130
import http from 'node:http';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { loadConfig } from '../api/src/config';
import { CLOSED_SMS_GATEWAY_ENV } from '../api/src/testing/closed-sms-gateway';
import { createTokenMembers, type TokenMember } from '../api/src/test/token-members';
import { startApiOnPostgres } from './lib/api-on-postgres';
import {
  benchCartId,
  numberAt,
  releaseAllHolds,
  writeBenchCarts,
  writeBenchInventory,
} from './lib/bench-inventory';
import { dropSchema, openPool, schemaUrl } from './lib/postgres-schema';
import { processTreeCpuMs } from './lib/process-cpu';

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 2_000);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const RESERVATIONS = Number(process.env.BENCH_RESERVATIONS ?? 40);
const WORKERS = Number(process.env.BENCH_API_WORKERS ?? 2);
const PORT = Number(process.env.BENCH_PORT ?? 5130);
const SCHEMA = 'chokdee_bench_live_stock';
const STREAMS_PER_IP = 8;
const GOAL_P99_MS = 1_000;
const GOAL_THROUGHPUT_SHARE = 0.9;
const pad6 = (n: number) => String(n).padStart(6, '0');

/** Delays in whole milliseconds, counted per millisecond up to a minute (no list of millions). */
class Histogram {
  private readonly counts = new Uint32Array(60_001);
  total = 0;
  add(ms: number) {
    this.counts[Math.min(60_000, Math.max(0, Math.round(ms)))]! += 1;
    this.total += 1;
  }
  quantile(q: number): number {
    let seen = 0;
    const want = q * this.total;
    for (let ms = 0; ms < this.counts.length; ms += 1) {
      seen += this.counts[ms]!;
      if (seen >= want) return ms;
    }
    return 60_000;
  }
}

interface Viewer {
  received: number;
  reloads: number;
  close: () => void;
}

const sentAt = new Map<string, number>();
const delays = new Histogram();

/** One open store page: its stream, read with a regex (a page's own parse is not what we measure). */
function openViewer(baseUrl: URL, storeCode: string, index: number): Promise<Viewer> {
  const localAddress = `127.0.${1 + Math.floor(index / STREAMS_PER_IP / 250)}.${1 + (Math.floor(index / STREAMS_PER_IP) % 250)}`;
  return new Promise((resolve, reject) => {
    const request = http.get({
      host: baseUrl.hostname,
      port: baseUrl.port,
      path: `/public/bos/v1/store/${storeCode}/stock-events`,
      localAddress,
      agent: false,
    });
    request.on('error', reject);
    request.on('response', (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream ${index}: ${response.statusCode}`));
      const viewer: Viewer = { received: 0, reloads: 0, close: () => request.destroy() };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const now = performance.now();
        if (chunk.includes('"reload":true')) viewer.reloads += 1;
        for (const match of chunk.matchAll(/"number":"(\d{6})"/g)) {
          const sent = sentAt.get(match[1]!);
          if (sent === undefined) continue;
          viewer.received += 1;
          delays.add(now - sent);
        }
      });
      response.on('error', () => undefined);
      resolve(viewer);
    });
  });
}

interface BuyerRun {
  reserved: number;
  refused: Record<number, number>;
  seconds: number;
}

/** Every buyer reserves its own numbers one after another, all buyers at once. */
async function runBuyers(baseUrl: string, members: TokenMember[], firstNumber: number): Promise<BuyerRun> {
  const refused: Record<number, number> = {};
  let reserved = 0;
  const agent = new http.Agent({ keepAlive: true, maxSockets: members.length });
  const post = (path: string, body: string, authorization: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(`${baseUrl}${path}`, {
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', authorization },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
      request.end(body);
    });
  const started = performance.now();
  await Promise.all(
    members.map(async (member, buyer) => {
      for (let k = 0; k < RESERVATIONS; k += 1) {
        const number = pad6(numberAt(0, firstNumber + buyer * RESERVATIONS + k));
        sentAt.set(number, performance.now());
        const status = await post(
          `/public/v2/carts/${benchCartId(buyer)}/items`,
          JSON.stringify({ number, quantity: 1 }),
          member.headers.authorization,
        );
        if (status === 200) reserved += 1;
        else refused[status] = (refused[status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  return { reserved, refused, seconds: (performance.now() - started) / 1000 };
}

/** Established TCP connections to the API's port, as the OS counts them (`ss`). */
function apiConnections(): number {
  const out = execFileSync('ss', ['-Htn', 'state', 'established', `( sport = :${PORT} )`], {
    encoding: 'utf8',
  });
  return out.split('\n').filter((line) => line.trim()).length;
}

async function main(): Promise<void> {
  console.log(`starting the API on PostgreSQL (${WORKERS} processes, port ${PORT})…`);
  const api = await startApiOnPostgres({ schema: SCHEMA, port: PORT, workers: WORKERS });
  const setup = openPool(schemaUrl(SCHEMA), 4);
  const viewers: Viewer[] = [];
  try {
    const now = new Date(Date.now() + api.clockOffsetMs);
    const numbers = 2 * BUYERS * RESERVATIONS;
    const inventory = await writeBenchInventory(setup.db, now, {
      stores: 1,
      numbersPerStore: numbers,
      copies: 1,
    });
    const store = inventory.stores[0]!;
    const config = loadConfig({ ...process.env, NODE_ENV: 'production', ...CLOSED_SMS_GATEWAY_ENV });
    const members = await createTokenMembers(setup.db, config, now, BUYERS);
    const userIds = members.map((member) => member.userId);
    await writeBenchCarts(setup.db, {
      firstN: 0,
      userIds,
      storeIds: [store.id],
      drawId: inventory.drawId,
      now,
    });
    console.log(
      `${numbers.toLocaleString('en')} numbers in store ${store.code}, ${BUYERS} buyers with a cart each`,
    );

    const cpuBefore = processTreeCpuMs(api.pid);
    const alone = await runBuyers(api.baseUrl, members, 0);
    const aloneRate = alone.reserved / alone.seconds;
    console.log(
      `without viewers: ${alone.reserved} reserved in ${alone.seconds.toFixed(2)} s = ${aloneRate.toFixed(0)}/s` +
        (Object.keys(alone.refused).length ? `, refused ${JSON.stringify(alone.refused)}` : ''),
    );
    await releaseAllHolds(setup.db);
    sentAt.clear();

    const opening = performance.now();
    const base = new URL(api.baseUrl);
    for (let start = 0; start < VIEWERS; start += 100) {
      const batch = Array.from({ length: Math.min(100, VIEWERS - start) }, (_, i) =>
        openViewer(base, store.code, start + i),
      );
      viewers.push(...(await Promise.all(batch)));
    }
    console.log(`${viewers.length} pages open in ${((performance.now() - opening) / 1000).toFixed(1)} s`);

    const watched = await runBuyers(api.baseUrl, members, BUYERS * RESERVATIONS);
    const watchedRate = watched.reserved / watched.seconds;
    // The last events are still on their way when the last answer comes: wait for them (bounded).
    const expected = watched.reserved * viewers.length;
    const waitUntil = performance.now() + 10_000;
    while (delays.total < expected && performance.now() < waitUntil)
      await new Promise((r) => setTimeout(r, 100));
    const cpuMs = processTreeCpuMs(api.pid) - cpuBefore;

    const missed = expected - delays.total;
    const reloads = viewers.reduce((sum, viewer) => sum + viewer.reloads, 0);
    for (const viewer of viewers) viewer.close();
    // Closed pages leave no connection behind on the API's side.
    await new Promise((r) => setTimeout(r, 1_000));
    const leftOpen = apiConnections();
    const share = watchedRate / aloneRate;
    const p99 = delays.quantile(0.99);
    console.log(
      [
        `with ${viewers.length} viewers: ${watched.reserved} reserved in ${watched.seconds.toFixed(2)} s = ${watchedRate.toFixed(0)}/s` +
          (Object.keys(watched.refused).length ? `, refused ${JSON.stringify(watched.refused)}` : ''),
        `delivery: ${delays.total.toLocaleString('en')} of ${expected.toLocaleString('en')} page updates` +
          ` (missed ${missed.toLocaleString('en')}, reload events ${reloads}),` +
          ` p50 ${delays.quantile(0.5)} ms, p95 ${delays.quantile(0.95)} ms, p99 ${p99} ms, max ${delays.quantile(1)} ms`,
        `throughput with viewers / without: ${(share * 100).toFixed(1)} %`,
        `connections to the API 1 s after the pages closed: ${leftOpen}`,
        `API CPU over both runs: ${(cpuMs / 1000).toFixed(1)} s; machine: ${os.cpus().length} CPUs, load ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
        `goal: p99 ≤ ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS ? 'met' : 'NOT met'}; every update delivered: ${
          missed === 0 ? 'met' : 'NOT met'
        }; throughput ≥ ${GOAL_THROUGHPUT_SHARE * 100} %: ${share >= GOAL_THROUGHPUT_SHARE ? 'met' : 'NOT met'}; streams cleaned up: ${
          leftOpen === 0 ? 'met' : 'NOT met'
        }`,
      ].join('\n'),
    );
  } finally {
    for (const viewer of viewers) viewer.close();
    await setup.close();
    await api.stop();
    if (!process.env.BENCH_KEEP_SCHEMA) await dropSchema(SCHEMA);
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
