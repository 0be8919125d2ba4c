import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { databaseRefusal } from '#api/lib/database-unavailable';
import { freshPostgresSchema, postgresSchemaUrl, testSchemaName } from '#api/test/postgres-server';
import { openDatabase, type DatabaseHandle, type OpenDatabaseOptions } from './client';
import { DatabaseBusyError } from './postgres-pool';

/**
 * The request pool on a real server: a session that breaks (terminated, as a server restart or a
 * failover does) fails only what used it, every wait has a limit, and shutdown can cancel what runs.
 */
const SCHEMA = testSchemaName('pool');
const url = postgresSchemaUrl(SCHEMA);
const NO_LIMITS = { statementTimeoutMs: 0, lockTimeoutMs: 0, idleInTransactionTimeoutMs: 0 };

let reachable = false;
let admin: Client;
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  reachable = await freshPostgresSchema(SCHEMA);
  if (!reachable) return;
  admin = new Client({ connectionString: url });
  await admin.connect();
  await admin.query('CREATE TABLE lock_probe (id int)');
});
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await admin?.end();
});

function withPostgres(name: string, body: () => Promise<void>) {
  test(name, async () => {
    if (reachable) await body();
  });
}

async function open(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const handle = await openDatabase(url, options);
  handles.push(handle);
  return handle;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function backendPid(run: (query: ReturnType<typeof sql>) => Promise<unknown>): Promise<number> {
  const result = (await run(sql`SELECT pg_backend_pid() AS pid`)) as { rows: { pid: number }[] };
  return result.rows[0]!.pid;
}

const terminate = (pid: number) => admin.query('SELECT pg_terminate_backend($1)', [pid]);

async function failure(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected the work to fail');
}

withPostgres(
  'a session terminated inside a transaction fails that transaction only (503), and the pool replaces it',
  async () => {
    const broken: Error[] = [];
    const handle = await open({ poolSize: 2, onConnectionError: (error) => broken.push(error) });

    // Between two statements: the client sits idle in its transaction when its session ends.
    const betweenStatements = handle.db.transaction(async (tx) => {
      await terminate(await backendPid((query) => tx.execute(query)));
      await sleep(200);
      await tx.execute(sql`SELECT 1`);
    });
    expect(databaseRefusal(await failure(betweenStatements))).toBe('unavailable');

    // During a statement.
    const duringStatement = handle.db.transaction(async (tx) => {
      const pid = await backendPid((query) => tx.execute(query));
      await Promise.all([tx.execute(sql`SELECT pg_sleep(5)`), sleep(100).then(() => terminate(pid))]);
    });
    expect(databaseRefusal(await failure(duringStatement))).toBe('unavailable');

    expect(broken.length).toBeGreaterThanOrEqual(2);
    // The process is still here, and the pool serves with a new session.
    const again = await handle.db.execute(sql`SELECT 1 AS one`);
    expect(again.rows).toEqual([{ one: 1 }]);
  },
);

withPostgres('every session has its statement, lock and idle-in-transaction timeouts', async () => {
  const handle = await open({
    poolSize: 2,
    limits: { statementTimeoutMs: 300, lockTimeoutMs: 200, idleInTransactionTimeoutMs: 300 },
  });

  let started = Date.now();
  const slow = await failure(handle.db.execute(sql`SELECT pg_sleep(3)`));
  expect({
    code: (slow as { cause?: { code?: string } }).cause?.code,
    refusal: databaseRefusal(slow),
  }).toEqual({ code: '57014', refusal: 'busy' });
  expect(Date.now() - started).toBeLessThan(2_000);

  await admin.query('BEGIN');
  await admin.query('LOCK TABLE lock_probe IN ACCESS EXCLUSIVE MODE');
  try {
    started = Date.now();
    const locked = await failure(handle.db.execute(sql`SELECT count(*) FROM lock_probe`));
    expect({
      code: (locked as { cause?: { code?: string } }).cause?.code,
      refusal: databaseRefusal(locked),
    }).toEqual({ code: '55P03', refusal: 'busy' });
    expect(Date.now() - started).toBeLessThan(2_000);
  } finally {
    await admin.query('ROLLBACK');
  }

  // A transaction left idle (a stuck request) is ended by the server; the request is answered 503.
  const idle = handle.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1`);
    await sleep(1_000);
    await tx.execute(sql`SELECT 1`);
  });
  expect(databaseRefusal(await failure(idle))).toBeDefined();
});

withPostgres('limits off: the server defaults (no timeout) stay', async () => {
  const handle = await open({ poolSize: 1, limits: NO_LIMITS });
  const { rows } = await handle.db.execute<{ statement_timeout: string }>(sql`SHOW statement_timeout`);
  expect(rows[0]?.statement_timeout).toBe('0');
});

withPostgres(
  'a bounded queue for connections: past maxWaiting refused at once, a waiter times out',
  async () => {
    const handle = await open({ poolSize: 1, maxWaiting: 1, acquireTimeoutMs: 300 });
    if (handle.driver !== 'postgres') throw new Error('expected PostgreSQL');
    const held = await handle.client.connect();
    try {
      const started = Date.now();
      const waiting = failure(handle.db.execute(sql`SELECT 1`));
      const refused = await failure(handle.db.execute(sql`SELECT 1`));
      expect((refused as Error).cause).toBeInstanceOf(DatabaseBusyError);
      expect(databaseRefusal(refused)).toBe('busy');
      expect(Date.now() - started).toBeLessThan(200);
      const timedOut = await waiting;
      expect(databaseRefusal(timedOut)).toBe('unavailable');
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    } finally {
      held.release();
    }
    expect((await handle.db.execute(sql`SELECT 1 AS one`)).rows).toEqual([{ one: 1 }]);
  },
);

withPostgres('cancelRunning cancels the statements of checked-out connections (shutdown)', async () => {
  const handle = await open({ poolSize: 2 });
  const running = failure(handle.db.execute(sql`SELECT pg_sleep(10)`));
  await sleep(200);
  const started = Date.now();
  expect(await handle.cancelRunning?.()).toBe(1);
  const cancelled = await running;
  expect((cancelled as { cause?: { code?: string } }).cause?.code).toBe('57014');
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await handle.cancelRunning?.()).toBe(0);
});
