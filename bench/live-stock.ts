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
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
import { DelayHistogram, sharedNow } from './lib/delay-histogram';
import type { ViewersReply, ViewersRequest } from './lib/live-stock-viewers';
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

/** The pages' process (`lib/live-stock-viewers.ts`): one request, the first answer of `kind`. */
class ViewersProcess {
  private readonly child: ChildProcess = fork(path.join(__dirname, 'lib/live-stock-viewers.ts'), [], {
    // BENCH_VIEWERS_NODE_ARGS, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`, like BENCH_API_NODE_ARGS.
    execArgv: [...(process.env.BENCH_VIEWERS_NODE_ARGS ?? '').split(' ').filter(Boolean), '--import', 'tsx'],
  });

  ask<K extends ViewersReply['kind']>(
    request: ViewersRequest,
    kind: K,
  ): Promise<Extract<ViewersReply, { kind: K }>> {
    return new Promise((resolve, reject) => {
      const onMessage = (message: ViewersReply) => {
        if (message.kind !== kind) return;
        this.child.off('message', onMessage);
        this.child.off('exit', onExit);
        resolve(message as Extract<ViewersReply, { kind: K }>);
      };
      const onExit = (code: number | null) => reject(new Error(`the pages' process exited with ${code}`));
      this.child.on('message', onMessage);
      this.child.once('exit', onExit);
      this.child.send(request);
    });
  }

  tell(request: ViewersRequest): void {
    this.child.send(request);
  }

  kill(): void {
    if (this.child.exitCode === null) this.child.kill();
  }
}

interface BuyerRun {
  reserved: number;
  refused: Record<number, number>;
  seconds: number;
  /** Each reservation's own answer time: a page cannot hear of it sooner (its delay starts at the send). */
  answers: DelayHistogram;
}

/** Every buyer reserves its own numbers one after another, all buyers at once. */
async function runBuyers(
  baseUrl: string,
  members: TokenMember[],
  firstNumber: number,
  onSend: (number: number, at: number) => void = () => undefined,
): Promise<BuyerRun> {
  const refused: Record<number, number> = {};
  let reserved = 0;
  const answers = new DelayHistogram();
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
        const n = numberAt(0, firstNumber + buyer * RESERVATIONS + k);
        const number = pad6(n);
        const sent = sharedNow();
        onSend(n, sent);
        const status = await post(
          `/public/v2/carts/${benchCartId(buyer)}/items`,
          JSON.stringify({ number, quantity: 1 }),
          member.headers.authorization,
        );
        answers.add(sharedNow() - sent);
        if (status === 200) reserved += 1;
        else refused[status] = (refused[status] ?? 0) + 1;
      }
    }),
  );
  agent.destroy();
  return { reserved, refused, seconds: (performance.now() - started) / 1000, answers };
}

const answerTimes = (run: BuyerRun) =>
  `; answers p50 ${run.answers.quantile(0.5)} ms, p99 ${run.answers.quantile(0.99)} ms`;

/** The share of the last minute some task waited for a CPU (Linux PSI): other work on the machine. */
function cpuPressure(): string {
  try {
    const avg60 = /some avg10=[\d.]+ avg60=([\d.]+)/.exec(readFileSync('/proc/pressure/cpu', 'utf8'))?.[1];
    return avg60 ? ` CPU pressure ${avg60} % (last minute),` : '';
  } catch {
    return '';
  }
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
  const pages = new ViewersProcess();
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
        (Object.keys(alone.refused).length ? `, refused ${JSON.stringify(alone.refused)}` : '') +
        answerTimes(alone),
    );
    const aloneCpuMs = processTreeCpuMs(api.pid) - cpuBefore;
    await releaseAllHolds(setup.db);

    const opening = performance.now();
    const { count: open } = await pages.ask(
      {
        kind: 'open',
        baseUrl: api.baseUrl,
        storeCode: store.code,
        count: VIEWERS,
        streamsPerIp: STREAMS_PER_IP,
      },
      'opened',
    );
    console.log(`${open} pages open in ${((performance.now() - opening) / 1000).toFixed(1)} s`);

    const cpuWatched = processTreeCpuMs(api.pid);
    const watched = await runBuyers(api.baseUrl, members, BUYERS * RESERVATIONS, (number, at) =>
      pages.tell({ kind: 'sent', numbers: [number], at: [at] }),
    );
    const watchedRate = watched.reserved / watched.seconds;
    const watchedCpuMs = processTreeCpuMs(api.pid) - cpuWatched;
    // The last events are still on their way when the last answer comes: wait for them (bounded).
    const expected = watched.reserved * open;
    const waitUntil = performance.now() + 10_000;
    while (
      (await pages.ask({ kind: 'progress' }, 'progress')).total < expected &&
      performance.now() < waitUntil
    )
      await new Promise((r) => setTimeout(r, 100));
    const cpuMs = processTreeCpuMs(api.pid) - cpuBefore;

    const closed = await pages.ask({ kind: 'close' }, 'closed');
    const delays = new DelayHistogram();
    delays.merge(closed.counts);
    const missed = expected - delays.total;
    const reloads = closed.reloads;
    // Closed pages leave no connection behind on the API's side.
    await new Promise((r) => setTimeout(r, 1_000));
    const leftOpen = apiConnections();
    const share = watchedRate / aloneRate;
    const p99 = delays.quantile(0.99);
    console.log(
      [
        `with ${open} viewers: ${watched.reserved} reserved in ${watched.seconds.toFixed(2)} s = ${watchedRate.toFixed(0)}/s` +
          (Object.keys(watched.refused).length ? `, refused ${JSON.stringify(watched.refused)}` : '') +
          answerTimes(watched),
        `delivery: ${delays.total.toLocaleString('en')} of ${expected.toLocaleString('en')} page updates` +
          ` (missed ${missed.toLocaleString('en')}, reload events ${reloads}),` +
          ` p50 ${delays.quantile(0.5)} ms, p95 ${delays.quantile(0.95)} ms, p99 ${p99} ms, max ${delays.quantile(1)} ms`,
        `throughput with viewers / without: ${(share * 100).toFixed(1)} %`,
        // CPU per reservation holds on a machine other work shares, where reservations/s swing.
        `API CPU per reservation: ${(aloneCpuMs / alone.reserved).toFixed(2)} ms without viewers,` +
          ` ${(watchedCpuMs / watched.reserved).toFixed(2)} ms with them` +
          ` (ratio ${((aloneCpuMs / alone.reserved / (watchedCpuMs / watched.reserved)) * 100).toFixed(1)} %);` +
          ` the pages' process used ${(closed.cpuMs / 1000).toFixed(1)} s CPU`,
        `connections to the API 1 s after the pages closed: ${leftOpen}`,
        `API CPU over both runs: ${(cpuMs / 1000).toFixed(1)} s; machine: ${os.cpus().length} CPUs,${cpuPressure()} load ${os
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
    pages.kill();
    await setup.close();
    await api.stop();
    if (!process.env.BENCH_KEEP_SCHEMA) await dropSchema(SCHEMA);
  }
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
