// Live stock on a store page: BENCH_VIEWERS open pages (Server-Sent Events streams of one store)
// while BENCH_BUYERS members reserve numbers of that store, through the API on PostgreSQL with
// BENCH_API_WORKERS processes (events cross processes through LISTEN/NOTIFY). Each buyer reserves
// BENCH_RESERVATIONS distinct numbers one after another, so each reservation changes one number
// once: a page's delay is when its event for that number arrives minus when the buyer sent the
// reservation. The same buyers run once without viewers first: the throughput it costs.
// Goal: delivery p99 ≤ 1 s, every page gets every change, reservations/s within 10 % of the run
// without viewers, and every stream gone once the pages close.
// Two runs with the pages open: the buyers as fast as they can (the throughput, against the run
// without pages), then paced at BENCH_PACE of that run's rate (default 0.6). At full speed a
// request queues behind the others before it reserves anything, and its own answer's p99 is
// about a second on 2 CPUs whether pages are open or not; the paced run measures what the pages
// add. Both print their delivery figures; a paced delay counts from when the reservation was due,
// not from when a late buyer sent it, so a stalled server cannot hide its own stall.
//   npx tsx bench/live-stock.ts
// Needs PostgreSQL on 127.0.0.1:5432 (BENCH_DATABASE_URL). A page's streams are capped per IP
// (8), so the viewers connect from 127.0.1.x, 127.0.2.x… (all loopback on Linux).
// Each delivery line also splits a number's delay: when its first page heard of it past the
// buyer's answer (the server: batch window, count, first write), and its last page past its first
// (the fan-out to every page, and the pages' process reading two thousand streams).
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
const PACE = Number(process.env.BENCH_PACE ?? 0.6);
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

  constructor() {
    // BENCH_VIEWERS_PRIORITY, e.g. -15 (as root): the pages' process ahead of the API and
    // PostgreSQL for the CPU, to tell its own lag from the server's on a machine they share.
    const priority = process.env.BENCH_VIEWERS_PRIORITY;
    if (priority && this.child.pid) os.setPriority(this.child.pid, Number(priority));
  }

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
  /** Reservations a second over all buyers; none: each buyer sends the next as its answer comes. */
  ratePerSecond?: number,
  onAnswer: (number: number, at: number) => void = () => undefined,
): Promise<BuyerRun> {
  const refused: Record<number, number> = {};
  let reserved = 0;
  const answers = new DelayHistogram();
  const agent = new http.Agent({ keepAlive: true, maxSockets: members.length });
  const send = (method: 'GET' | 'POST', path: string, body: string | undefined, authorization: string) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(`${baseUrl}${path}`, {
        method,
        agent,
        headers:
          body === undefined ? { authorization } : { 'content-type': 'application/json', authorization },
      });
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      request.on('error', reject);
      request.end(body);
    });
  // Untimed: each buyer opens its connection with a read of its cart first. Otherwise the first
  // reservation of all 200 buyers arrives in the same millisecond as 200 new connections to a cold
  // API (pools still opening, nothing compiled), and that one wave, 2.5 % of the requests, set the
  // timed p99 on its own.
  await Promise.all(
    members.map((member, buyer) =>
      send('GET', `/public/v2/carts/${benchCartId(buyer)}`, undefined, member.headers.authorization),
    ),
  );
  const started = performance.now();
  const startedAt = sharedNow();
  const everyMs = ratePerSecond ? (members.length * 1000) / ratePerSecond : 0;
  await Promise.all(
    members.map(async (member, buyer) => {
      // Paced buyers start spread over one interval, so the rate is even from the first second.
      const firstDue = startedAt + (everyMs * buyer) / members.length;
      for (let k = 0; k < RESERVATIONS; k += 1) {
        const n = numberAt(0, firstNumber + buyer * RESERVATIONS + k);
        const number = pad6(n);
        const due = firstDue + k * everyMs;
        const wait = due - sharedNow();
        if (everyMs > 0 && wait > 0) await new Promise((r) => setTimeout(r, wait));
        const sent = everyMs > 0 ? due : sharedNow();
        onSend(n, sent);
        const status = await send(
          'POST',
          `/public/v2/carts/${benchCartId(buyer)}/items`,
          JSON.stringify({ number, quantity: 1 }),
          member.headers.authorization,
        );
        const answered = sharedNow();
        onAnswer(n, answered);
        answers.add(answered - sent);
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
    const numbers = 3 * BUYERS * RESERVATIONS;
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

    /** One run with the pages open, then every page update it caused (waited for, bounded). */
    const watchedRun = async (firstNumber: number, ratePerSecond?: number) => {
      const run = await runBuyers(
        api.baseUrl,
        members,
        firstNumber,
        (number, at) => pages.tell({ kind: 'sent', numbers: [number], at: [at] }),
        ratePerSecond,
        (number, at) => pages.tell({ kind: 'answered', number, at }),
      );
      // The last events are still on their way when the last answer comes.
      const expected = run.reserved * open;
      const waitUntil = performance.now() + 10_000;
      while (
        (await pages.ask({ kind: 'progress' }, 'progress')).total < expected &&
        performance.now() < waitUntil
      )
        await new Promise((r) => setTimeout(r, 100));
      const taken = await pages.ask({ kind: 'take' }, 'taken');
      const delays = new DelayHistogram();
      delays.merge(taken.counts);
      const afterAnswer = new DelayHistogram();
      afterAnswer.merge(taken.afterAnswer);
      const firstPage = new DelayHistogram();
      firstPage.merge(taken.firstPage);
      const lastPage = new DelayHistogram();
      lastPage.merge(taken.lastPage);
      return { run, delays, afterAnswer, firstPage, lastPage, expected, missed: expected - delays.total };
    };
    const delivery = ({
      delays,
      afterAnswer,
      firstPage,
      lastPage,
      expected,
      missed,
    }: Awaited<ReturnType<typeof watchedRun>>) =>
      `${delays.total.toLocaleString('en')} of ${expected.toLocaleString('en')} page updates` +
      ` (missed ${missed.toLocaleString('en')}), p50 ${delays.quantile(0.5)} ms, p95 ${delays.quantile(0.95)} ms,` +
      ` p99 ${delays.quantile(0.99)} ms, max ${delays.quantile(1)} ms;` +
      ` past the buyer's own answer p50 ${afterAnswer.quantile(0.5)} ms, p99 ${afterAnswer.quantile(0.99)} ms` +
      `\n  per number: its first page past the answer p50 ${firstPage.quantile(0.5)} ms,` +
      ` p99 ${firstPage.quantile(0.99)} ms; its last page past its first p50 ${lastPage.quantile(0.5)} ms,` +
      ` p99 ${lastPage.quantile(0.99)} ms`;

    const cpuWatched = processTreeCpuMs(api.pid);
    const full = await watchedRun(BUYERS * RESERVATIONS);
    const watched = full.run;
    const watchedRate = watched.reserved / watched.seconds;
    const watchedCpuMs = processTreeCpuMs(api.pid) - cpuWatched;
    await releaseAllHolds(setup.db);
    const pacedRate = Math.round(aloneRate * PACE);
    const paced = await watchedRun(2 * BUYERS * RESERVATIONS, pacedRate);
    const cpuMs = processTreeCpuMs(api.pid) - cpuBefore;

    const closed = await pages.ask({ kind: 'close' }, 'closed');
    // Closed pages leave no connection behind on the API's side.
    await new Promise((r) => setTimeout(r, 1_000));
    const leftOpen = apiConnections();
    const share = watchedRate / aloneRate;
    const p99 = paced.delays.quantile(0.99);
    const missed = full.missed + paced.missed;
    console.log(
      [
        `with ${open} viewers, as fast as they can: ${watched.reserved} reserved in ${watched.seconds.toFixed(2)} s = ${watchedRate.toFixed(0)}/s` +
          (Object.keys(watched.refused).length ? `, refused ${JSON.stringify(watched.refused)}` : '') +
          answerTimes(watched),
        `  delivery from the send: ${delivery(full)}`,
        `with ${open} viewers, paced at ${pacedRate}/s (${PACE * 100} % of the run without viewers): ` +
          `${paced.run.reserved} reserved in ${paced.run.seconds.toFixed(2)} s = ${(paced.run.reserved / paced.run.seconds).toFixed(0)}/s` +
          (Object.keys(paced.run.refused).length ? `, refused ${JSON.stringify(paced.run.refused)}` : '') +
          answerTimes(paced.run),
        `  delivery from when it was due: ${delivery(paced)}`,
        `reload events: ${closed.reloads}`,
        `throughput with viewers / without: ${(share * 100).toFixed(1)} %`,
        // CPU per reservation holds on a machine other work shares, where reservations/s swing.
        `API CPU per reservation: ${(aloneCpuMs / alone.reserved).toFixed(2)} ms without viewers,` +
          ` ${(watchedCpuMs / watched.reserved).toFixed(2)} ms with them` +
          ` (ratio ${((aloneCpuMs / alone.reserved / (watchedCpuMs / watched.reserved)) * 100).toFixed(1)} %);` +
          ` the pages' process used ${(closed.cpuMs / 1000).toFixed(1)} s CPU`,
        `connections to the API 1 s after the pages closed: ${leftOpen}`,
        `API CPU over all runs: ${(cpuMs / 1000).toFixed(1)} s; machine: ${os.cpus().length} CPUs,${cpuPressure()} load ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
        `goal: paced delivery p99 ≤ ${GOAL_P99_MS} ms: ${p99 <= GOAL_P99_MS ? 'met' : 'NOT met'}; every update delivered: ${
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
