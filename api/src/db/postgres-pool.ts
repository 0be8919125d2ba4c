import type { EventEmitter } from 'node:events';
import { Client, Pool, type PoolClient, type PoolConfig } from 'pg';
import type { SessionLimits } from '#api/config';

/** Thrown when too many requests already wait for a connection: answered 503 at once, not queued. */
export class DatabaseBusyError extends Error {
  readonly code = 'CHOKDEE_DATABASE_BUSY';
  constructor(waiting: number) {
    super(`${waiting} requests already wait for a database connection`);
    this.name = 'DatabaseBusyError';
  }
}

export interface PostgresPoolOptions {
  connectionString: string;
  size: number;
  /** Set on every session when it connects (startup parameters: no extra round trip). */
  limits?: SessionLimits;
  /** Longest wait for a connection, from the pool or a new one (0 = forever). */
  acquireTimeoutMs?: number;
  /** Requests that may wait for a connection at once; the next one gets DatabaseBusyError. */
  maxWaiting?: number;
  /** A pooled connection broke (server restart, terminated session, network): for the log. */
  onConnectionError?: (error: Error) => void;
}

/** How long a broken, checked-out client is left to its owner before the pool takes it back. */
const RECLAIM_MS = 1_000;

/** pg marks a client whose connection failed; @types/pg does not show the flag. */
const isQueryable = (client: PoolClient) =>
  (client as PoolClient & { _queryable?: boolean })._queryable !== false;

type ConnectCallback = (error: Error | undefined, client: PoolClient | undefined, done: () => void) => void;

/**
 * A node-postgres pool whose waits have limits and whose broken connections never crash the
 * process:
 * - every client has an `error` listener for its whole life. pg's pool listens only while a client
 *   is idle; a client checked out for a transaction whose server session ends (pg_terminate_backend,
 *   a restart) emits `error` with no listener, which Node turns into an uncaught exception. With
 *   the listener the client is marked unusable, the request that held it fails with the error its
 *   next query gets (answered 503), and the pool drops the client when it is released;
 * - at most `maxWaiting` callers queue for a connection, each at most `acquireTimeoutMs`;
 * - `cancelRunning()` cancels the statements of the clients checked out now (graceful shutdown),
 *   so none of them commits after the process has answered and gone.
 */
export class PostgresPool extends Pool {
  private readonly checkedOut = new Set<PoolClient>();
  private readonly maxWaiting: number;

  private readonly connectionString: string;

  // (Not a parameter property: pg-pool keeps its own settings in `this.options`.)
  constructor(options: PostgresPoolOptions) {
    const config: PoolConfig & { pipeline: boolean } = {
      connectionString: options.connectionString,
      max: options.size,
      connectionTimeoutMillis: options.acquireTimeoutMs ?? 0,
      // A server that vanishes without a word (a cut network) is noticed instead of waited on.
      keepAlive: true,
      application_name: 'chokdee-api',
      // `pipeline`: queries issued together on one client are written together (pg waits for each
      // answer otherwise); `pipelinedTransaction` sends a whole transaction in one round trip. A
      // client used one query at a time, as drizzle does, behaves as without it.
      // (@types/pg does not know the option yet: pg 8.23 has it.)
      pipeline: true,
      ...sessionParameters(options.limits),
    };
    super(config);
    this.connectionString = options.connectionString;
    this.maxWaiting = options.maxWaiting ?? Number.POSITIVE_INFINITY;
    const onConnectionError = options.onConnectionError ?? (() => undefined);
    this.on('connect', (client) => client.on('error', onConnectionError));
    // An idle client's error is also reported to the pool; its own listener above logs it.
    this.on('error', () => undefined);
    this.on('acquire', (client) => this.checkedOut.add(client));
    // pg-pool emits `release` (error, client); @types/pg does not list that event.
    (this as unknown as EventEmitter).on('release', (_error: unknown, client: PoolClient) =>
      this.checkedOut.delete(client),
    );
    this.on('remove', (client) => this.checkedOut.delete(client as PoolClient));
  }

  override connect(): Promise<PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<PoolClient> | void {
    if (this.waitingCount >= this.maxWaiting) {
      const error = new DatabaseBusyError(this.waitingCount);
      if (!callback) return Promise.reject(error);
      process.nextTick(() => callback(error, undefined, () => undefined));
      return;
    }
    if (callback) return super.connect(callback);
    return super.connect().then((client) => this.guarded(client));
  }

  /**
   * A client handed out for a transaction (drizzle checks one out and releases it itself) gets
   * back to the pool even when its owner drops it. drizzle-orm 0.45's node-postgres `transaction()`
   * runs BEGIN before its try/finally, so a BEGIN that fails on a broken session never releases its
   * client (drizzle-orm#6023, #6241): each such client would be lost until the process ends, and the
   * pool, then its shutdown, would wait on it forever. So: a client already broken at hand-out is
   * dropped and another taken; one that breaks while checked out and is not released within
   * RECLAIM_MS is released here (its owner's own release later does nothing).
   */
  private async guarded(client: PoolClient, attempts = 3): Promise<PoolClient> {
    if (!isQueryable(client) && attempts > 0) {
      client.release(new Error('a broken connection was handed out'));
      return this.guarded(await super.connect(), attempts - 1);
    }
    const release = client.release.bind(client);
    let released = false;
    let reclaim: NodeJS.Timeout | undefined;
    const onError = (error: Error) => {
      reclaim ??= setTimeout(() => once(error), RECLAIM_MS);
    };
    const once = (error?: Error | boolean) => {
      if (released) return;
      released = true;
      clearTimeout(reclaim);
      client.removeListener('error', onError);
      release(error);
    };
    client.on('error', onError);
    client.release = once;
    return client;
  }

  /** Clients checked out now (serving a request). */
  get busyCount(): number {
    return this.checkedOut.size;
  }

  /**
   * Cancels the statement each checked-out client is running (pg_cancel_backend, from a connection
   * of its own): it fails with 57014 and its transaction rolls back, unless it has already
   * committed, in which case its caller gets that answer. Best effort: no database, nothing to do.
   */
  async cancelRunning(): Promise<number> {
    const pids = [...this.checkedOut]
      .map((client) => (client as PoolClient & { processID?: number }).processID)
      .filter((pid): pid is number => typeof pid === 'number');
    if (pids.length === 0) return 0;
    const canceller = new Client({
      connectionString: this.connectionString,
      connectionTimeoutMillis: 2_000,
      application_name: 'chokdee-api-shutdown',
    });
    canceller.on('error', () => undefined);
    try {
      await canceller.connect();
      const { rows } = await canceller.query<{ cancelled: number }>(
        'SELECT count(*) FILTER (WHERE pg_cancel_backend(pid))::int AS cancelled FROM unnest($1::int[]) AS pid',
        [pids],
      );
      return rows[0]?.cancelled ?? 0;
    } catch {
      return 0;
    } finally {
      await canceller.end().catch(() => undefined);
    }
  }
}

/** The limits as pg's connection options (sent as startup parameters; 0 = the server's default). */
function sessionParameters(limits: SessionLimits | undefined) {
  if (!limits) return {};
  return {
    statement_timeout: limits.statementTimeoutMs,
    lock_timeout: limits.lockTimeoutMs,
    idle_in_transaction_session_timeout: limits.idleInTransactionTimeoutMs,
  };
}
