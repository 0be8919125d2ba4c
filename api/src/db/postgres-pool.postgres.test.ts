import { sql, type SQL } from 'drizzle-orm';
import { Client } from 'pg';
import { databaseRefusal } from '#api/lib/database-unavailable';
import { freshPostgresSchema, postgresSchemaUrl, testSchemaName } from '#api/test/postgres-server';
import { openDatabase, type DatabaseHandle, type Executor, type OpenDatabaseOptions } from './client';
import { DatabaseBusyError } from './postgres-pool';
import { setTransactionLimits } from './transaction-limits';

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

async function backendPid(db: Executor): Promise<number> {
  const [row] = await queryRows<{ pid: number }>(db, sql`SELECT pg_backend_pid() AS pid`);
  return row!.pid;
}

/** Rows of a statement (drizzle types `execute` per driver; both drivers answer `{ rows }`). */
async function queryRows<T>(db: Executor, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
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
      await terminate(await backendPid(tx));
      await sleep(200);
      await tx.execute(sql`SELECT 1`);
    });
    expect(databaseRefusal(await failure(betweenStatements))).toBe('unavailable');

    // During a statement.
    const duringStatement = handle.db.transaction(async (tx) => {
      const pid = await backendPid(tx);
      await Promise.all([tx.execute(sql`SELECT pg_sleep(5)`), sleep(100).then(() => terminate(pid))]);
    });
    expect(databaseRefusal(await failure(duringStatement))).toBe('unavailable');

    expect(broken.length).toBeGreaterThanOrEqual(2);
    // The process is still here, and the pool serves with a new session.
    expect(await queryRows(handle.db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
  },
);

withPostgres(
  'a transaction whose BEGIN fails on a broken session does not take its connection out of the pool',
  async () => {
    // One connection: were it lost, the next query would wait for it in vain.
    const handle = await open({ poolSize: 1, acquireTimeoutMs: 3_000 });
    if (handle.driver !== 'postgres') throw new Error('expected PostgreSQL');
    const pool = handle.client;

    // Broken before BEGIN is sent (as when its session ended while it sat idle).
    pool.once('acquire', (client) => {
      (client as unknown as { _queryable: boolean })._queryable = false;
    });
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT 1`);
    });

    // Broken while BEGIN is on its way: drizzle never releases it; the pool takes it back.
    pool.once('acquire', (client) => {
      setImmediate(() =>
        (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy(),
      );
    });
    const broken = handle.db.transaction(async (tx) => {
      await sleep(50);
      await tx.execute(sql`SELECT 1`);
    });
    expect(databaseRefusal(await failure(broken))).toBe('unavailable');
    expect(await queryRows(handle.db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
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

withPostgres('a transaction may take the longer maintenance limits; the session keeps its own', async () => {
  const handle = await open({
    poolSize: 1,
    limits: { statementTimeoutMs: 300, lockTimeoutMs: 300, idleInTransactionTimeoutMs: 0 },
  });
  await handle.db.transaction(async (tx) => {
    await setTransactionLimits(tx, {
      statementTimeoutMs: 5_000,
      lockTimeoutMs: 5_000,
      idleInTransactionTimeoutMs: 0,
    });
    await tx.execute(sql`SELECT pg_sleep(0.6)`);
  });
  expect(await queryRows(handle.db, sql`SHOW statement_timeout`)).toEqual([{ statement_timeout: '300ms' }]);
});

withPostgres('limits off: the server defaults (no timeout) stay', async () => {
  const handle = await open({ poolSize: 1, limits: NO_LIMITS });
  expect(await queryRows(handle.db, sql`SHOW statement_timeout`)).toEqual([{ statement_timeout: '0' }]);
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
    expect(await queryRows(handle.db, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
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
