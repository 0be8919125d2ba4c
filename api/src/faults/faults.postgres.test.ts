import net from 'node:net';
import { freshPostgresSchema, testSchemaName } from '#api/test/postgres-server';
import { ApiProcess } from './api-process';
import { createFaultDatabase, dropFaultDatabase, FaultDatabase, prepareFaultShop } from './fault-database';
import {
  countAnswers,
  formatTable,
  integrityViolations,
  medianPerSecond,
  recoveryAfter,
  servedPerSecond,
  type FaultRow,
} from './fault-report';
import { SteadyLoad, type RequestRecord } from './steady-load';
import { CLOSED_SMS_GATEWAY_ENV } from '#api/testing/closed-sms-gateway';

/**
 * The fault suite: the real API (`server.ts`, two node:cluster workers) on PostgreSQL, in a
 * database of its own, under a steady load (40 members reserving and closing carts, 8 readers,
 * paced together at PACE_SHARE of the throughput they reach flat out in the warm-up),
 * takes in turn a `kill -9` of a worker, `pg_terminate_backend` of all its sessions (twice), a 5 s
 * exclusive lock on `tickets`, SIGTERM of the primary (then a start), and a restart with carts held.
 * After each: the integrity queries and the cart audits (a reservation answered "failed" never
 * committed), and availability: no process crash but the one killed, no reset but of requests in
 * flight on a killed process, every refusal in the Thai shape, throughput back to ≥ 90 % of the
 * baseline within 3 s of the fault's end (a restart's end: the new processes ready).
 * It prints one table row per fault.
 * Runs in CI (REQUIRE_PG=1) or with FAULT_SUITE=1 (about 3 minutes on two CPUs); otherwise skipped.
 */
const RUN = process.env.REQUIRE_PG === '1' || process.env.FAULT_SUITE === '1';
const MEMBERS = 40;
const READERS = 8;
/**
 * Flat out before the first fault: the first half warms the processes up (code optimised, pools
 * full), the second half measures the capacity the paced load is a share of.
 */
const WARM_UP_MS = 10_000;
const SETTLE_MS = 2_000;
const BASELINE_MS = 5_000;
/** Watched after each fault's end: the recovery, then 2–5 s after it. */
const OBSERVE_MS = 6_000;
const RECOVERY_LIMIT_MS = 3_000;
/**
 * The steady load offers this share of the capacity measured flat out in the warm-up. A saturated
 * API's throughput swings with everything else on the machine (±30 % second to second on two
 * CPUs), which no recovery figure can be read against; below capacity, throughput is the load
 * offered while the API is healthy, and a fault shows as the drop below it.
 */
const PACE_SHARE = Number(process.env.FAULT_PACE_SHARE ?? 0.6);
const LOCK_MS = 5_000;

let api: ApiProcess | undefined;
let load: SteadyLoad | undefined;
let database: FaultDatabase | undefined;
let databaseUrl: string | undefined;
const rows: FaultRow[] = [];
/** When the suite killed a process: requests in flight on it then may fail. */
const killTimes: number[] = [];

jest.setTimeout(120_000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  if (!RUN) {
    console.warn('SKIPPED the fault suite: set FAULT_SUITE=1 (or REQUIRE_PG=1, as CI does) to run it.');
    return;
  }
  // Fails with REQUIRE_PG=1 when the server is not there, like every PostgreSQL suite.
  if (!(await freshPostgresSchema(testSchemaName('faults')))) return;
  databaseUrl = await createFaultDatabase();
  api = new ApiProcess(await apiPort(), {
    DATABASE_URL: databaseUrl,
    API_WORKERS: '2',
    NODE_ENV: 'production',
    ...CLOSED_SMS_GATEWAY_ENV,
    SEED_TICKET_COUNT: '0',
    GLO_IMPORT_SCHEDULE: 'off',
    LOG_LEVEL: 'warn',
  });
  await api.start();
  const shop = await prepareFaultShop(databaseUrl, { numbers: 2_000, copies: 2, members: MEMBERS * 3 });
  database = new FaultDatabase(databaseUrl);
  load = new SteadyLoad({
    baseUrl: api.baseUrl,
    shop,
    database,
    members: MEMBERS,
    readers: READERS,
    identitiesPerMember: 3,
    reservationsPerCart: 4,
  });
  load.start();
  await sleep(WARM_UP_MS);
  const capacity = medianPerSecond(load.records, Date.now() - WARM_UP_MS / 2, Date.now());
  load.pace(PACE_SHARE * capacity);
  console.log(
    `capacity flat out ${Math.round(capacity)}/s; the load offers ${Math.round(PACE_SHARE * capacity)}/s`,
  );
  // The first baseline is taken from the paced load only.
  await sleep(BASELINE_MS);
}, 240_000);

afterAll(async () => {
  await load?.stop();
  if (rows.length > 0) console.log(`Faults survived (API_WORKERS=2, PostgreSQL):\n${formatTable(rows)}`);
  await api?.stop().catch(() => undefined);
  await api?.kill();
  await database?.close();
  if (databaseUrl) await dropFaultDatabase(databaseUrl);
}, 60_000);

/** FAULT_SUITE_PORT, else a port free right now. */
async function apiPort(): Promise<number> {
  if (process.env.FAULT_SUITE_PORT) return Number(process.env.FAULT_SUITE_PORT);
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

interface Injected {
  /** When the fault was over (the lock released, the replacement listening, the API ready again). */
  endedAt: number;
  note?: string;
  /** Resets of requests in flight on the process the fault killed at this time are expected. */
  killedAt?: number;
  /** `API worker … exited` lines the fault caused on purpose. */
  expectedExits?: number;
  /** The API stopped listening (a stop or a restart). */
  listenerClosed?: boolean;
}

/** Baseline, inject, watch, audit: one row of the table. */
async function runFault(name: string, inject: () => Promise<Injected>): Promise<FaultRow> {
  const { records, audits } = load!;
  const auditsBefore = { ...audits };
  // The previous fault's backlog drains in a burst: let it pass, then take the median second.
  await sleep(SETTLE_MS);
  const baselinePerSecond = medianPerSecond(records, Date.now() - BASELINE_MS, Date.now());
  const injectedAt = Date.now();
  const exitsBefore = api!.events.workerExits.length;
  const fromRecord = records.length;
  const injected = await inject();
  await sleep(Math.max(0, injected.endedAt + OBSERVE_MS - Date.now()));
  await load!.auditSetAside();
  const integrity = await database!.integrity();

  // Every request answered (or failed) from the injection on, those in flight at it included.
  const during = records.slice(fromRecord);
  const answers = countAnswers(during);
  // A kill cuts the connections of the killed worker: what was sent on them before they closed
  // (within 2 s: the kernel tears a killed process's sockets down, on a loaded machine not at once)
  // is in flight on it. A connection the cluster primary was handing to the worker as it died is
  // left open by Node's round-robin hand-off until the client gives up: a timeout, in flight too.
  if (injected.killedAt !== undefined) killTimes.push(injected.killedAt);
  // (A client timeout ends 15 s after its request: it may fall in the next fault's phase.)
  const onKilled = (r: RequestRecord) =>
    killTimes.some(
      (killedAt) =>
        r.startedAt >= killedAt - 2_000 && r.startedAt <= killedAt + 2_000 && r.endedAt >= killedAt,
    );
  const resetsInFlightOnKilled = during.filter((r) => r.outcome === 'reset' && onKilled(r)).length;
  const timeoutsInFlightOnKilled = during.filter((r) => r.outcome === 'timeout' && onKilled(r)).length;
  // A stop closes the listening socket: a connection the kernel or the cluster primary had taken
  // but no process had read yet is reset. Its request was never read: like a refused connection.
  const resetsNeverAccepted = injected.listenerClosed
    ? during.filter((r) => r.outcome === 'reset' && r.reusedSocket !== true).length
    : 0;
  const row: FaultRow = {
    fault: name,
    ...answers,
    resetsInFlightOnKilled,
    timeoutsInFlightOnKilled,
    resetsNeverAccepted,
    baselinePerSecond,
    recoveryMs: recoveryAfter(records, injected.endedAt, baselinePerSecond, injected.endedAt + OBSERVE_MS),
    afterPercent:
      (100 * servedPerSecond(records, injected.endedAt + 2_000, injected.endedAt + 5_000)) /
      baselinePerSecond,
    audited: audits.carts - auditsBefore.carts,
    integrity: {
      phantom: audits.phantom - auditsBefore.phantom,
      lost: audits.lost - auditsBefore.lost,
      closeDisagrees: audits.closeDisagrees - auditsBefore.closeDisagrees,
      ...integrity,
    },
    crashes: api!.events.workerExits.length - exitsBefore - (injected.expectedExits ?? 0),
    note: injected.note ?? '',
  };
  rows.push(row);
  const perSecond = Array.from(
    { length: Math.ceil((injected.endedAt + OBSERVE_MS - injectedAt) / 1000) },
    (_, i) => Math.round(servedPerSecond(records, injectedAt + i * 1000, injectedAt + (i + 1) * 1000)),
  );
  console.log(
    `${name}: answers/s from the injection on (baseline ${Math.round(baselinePerSecond)}): ${perSecond.join(' ')}`,
  );
  const resets = during.filter((r) => r.outcome === 'reset' || r.outcome === 'timeout');
  if (resets.length > 0) {
    const at = (t: number) => `${((t - injectedAt) / 1000).toFixed(3)} s`;
    console.log(
      `${name}: resets (times from the injection; the fault ended at ${at(injected.endedAt)})\n` +
        resets
          .map(
            (r) =>
              `  ${r.kind} sent ${at(r.startedAt)} ${r.outcome} ${at(r.endedAt)} ${r.reusedSocket ? 'on a reused' : 'on a new'} connection: ${r.errorCode}`,
          )
          .join('\n'),
    );
  }
  return row;
}

const withinLimit = (ms: number | undefined) => ms !== undefined && ms <= RECOVERY_LIMIT_MS;

/** What every fault must show. */
function expectSurvived(row: FaultRow) {
  expect({
    fault: row.fault,
    integrityViolations: integrityViolations(row),
    integrity: row.integrity,
    crashes: row.crashes,
    unexpectedResets: row.resets - row.resetsInFlightOnKilled - row.resetsNeverAccepted,
    notThai: row.notThai,
    other5xx: row.other5xx,
    timeouts: row.timeouts - row.timeoutsInFlightOnKilled,
    recoveredInTime: withinLimit(row.recoveryMs),
  }).toEqual({
    fault: row.fault,
    integrityViolations: 0,
    integrity: row.integrity,
    crashes: 0,
    unexpectedResets: 0,
    notThai: 0,
    other5xx: 0,
    timeouts: 0,
    recoveredInTime: true,
  });
  expect(api!.events.errors.filter((line) => /unhandled|uncaught/i.test(line))).toEqual([]);
}

function faultTest(name: string, body: () => Promise<void>) {
  test(name, async () => {
    if (load) await body();
  });
}

faultTest(
  'kill -9 of a worker: its requests reset, the rest served, a new worker gets its share back',
  async () => {
    let replacementShare = 0;
    const row = await runFault('kill -9 of a worker', async () => {
      const [victim] = api!.workerPids();
      if (!victim) throw new Error('no API worker found');
      const killedAt = Date.now();
      process.kill(victim, 'SIGKILL');
      const deadline = Date.now() + 60_000;
      let listening;
      while (!(listening = api!.events.workersListening.find((event) => event.at > killedAt))) {
        if (Date.now() > deadline) throw new Error('no worker replaced the killed one within 60 s');
        await sleep(50);
      }
      // How fast the replacement gets its share of the connections back (keep-alive recycling).
      const shares: string[] = [];
      for (const second of [1, 2, 3]) {
        await sleep(Math.max(0, listening.at + second * 1000 - Date.now()));
        const byPid = api!.connectionsByPid();
        const total = [...byPid.values()].reduce((sum, n) => sum + n, 0);
        shares.push(`${byPid.get(listening.pid) ?? 0}/${total} at ${second} s`);
        replacementShare = (byPid.get(listening.pid) ?? 0) / Math.max(1, total);
      }
      return {
        endedAt: listening.at,
        killedAt,
        expectedExits: 1,
        note: `replacement listening ${((listening.at - killedAt) / 1000).toFixed(1)} s after the kill; its connections ${shares.join(', ')}`,
      };
    });
    // Its fair share is half (less while it is cold); without keep-alive recycling it held none.
    expect(replacementShare).toBeGreaterThanOrEqual(0.15);
    expectSurvived(row);
  },
);

for (const round of [1, 2]) {
  faultTest(
    `pg_terminate_backend of all the API's sessions (${round}): 503 in Thai, nothing crashes`,
    async () => {
      const row = await runFault(`pg_terminate_backend of every API session (${round})`, async () => {
        const terminated = await database!.terminateApiSessions();
        return { endedAt: Date.now(), note: `${terminated} sessions terminated` };
      });
      expectSurvived(row);
    },
  );
}

faultTest('a 5 s ACCESS EXCLUSIVE lock on tickets: every wait has its limit, answers in Thai', async () => {
  const row = await runFault('5 s exclusive lock on tickets', async () => {
    await database!.lockTickets(LOCK_MS);
    return { endedAt: Date.now(), note: `lock held ${LOCK_MS / 1000} s` };
  });
  expectSurvived(row);
  // Each statement waits at most 2 s for a connection and 2 s for the lock; a request runs two
  // (its token, its reservation), so nobody waits without a bound.
  expect(row.slowestMs).toBeLessThan(2 * (2_000 + 2_000) + 1_000);
});

faultTest(
  'SIGTERM of the primary: requests in flight answered, the process drains and exits 0; then a start',
  async () => {
    const row = await runFault('SIGTERM of the primary, then a start', async () => {
      await api!.stop();
      const stopped = api!.primaryExits.at(-1)!;
      const downAt = Date.now();
      await api!.start();
      return {
        endedAt: Date.now(),
        listenerClosed: true,
        note: `exit ${stopped.code ?? stopped.signal} after ${(stopped.stopMs / 1000).toFixed(1)} s, down ${((Date.now() - downAt) / 1000).toFixed(1)} s`,
      };
    });
    expect(api!.primaryExits.at(-1)?.code).toBe(0);
    expectSurvived(row);
  },
);

faultTest(
  'a full restart with carts held: every cart holds the same tickets after it, and takes more',
  async () => {
    let changed = -1;
    let carts = 0;
    const row = await runFault('restart with carts held', async () => {
      const held = await load!.holdCarts();
      carts = held.length;
      const before = await Promise.all(held.map((ledger) => database!.cartState(ledger.cartId)));
      await api!.stop();
      await api!.start();
      const after = await Promise.all(held.map((ledger) => database!.cartState(ledger.cartId)));
      changed = before.filter((state, i) => !sameState(state, after[i]!)).length;
      const endedAt = Date.now();
      load!.releaseCarts();
      return {
        endedAt,
        listenerClosed: true,
        note: `${held.length} carts held across the restart`,
      };
    });
    expect(carts).toBeGreaterThan(MEMBERS / 2);
    expect(changed).toBe(0);
    expect(api!.primaryExits.at(-1)?.code).toBe(0);
    expectSurvived(row);
  },
);

function sameState(
  a: { held: Map<number, number>; closed: boolean },
  b: { held: Map<number, number>; closed: boolean },
): boolean {
  return a.closed === b.closed && JSON.stringify([...a.held].sort()) === JSON.stringify([...b.held].sort());
}
