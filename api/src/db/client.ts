import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { mkdirSync } from 'node:fs';
import type { Pool } from 'pg';
import type { SessionLimits } from '#api/config';
import { PostgresPool } from './postgres-pool';

/** What repositories see: the driver-independent Drizzle API (PGlite and node-postgres share it). */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Repository methods take either the database or a transaction, so callers compose them atomically. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type DatabaseHandle = {
  db: Database;
  close: () => Promise<void>;
  /**
   * Cancels the statements running for requests now (graceful shutdown); how many it cancelled.
   * Handles that tests and benches build around a pool of their own leave it out.
   */
  cancelRunning?: () => Promise<number>;
} & ({ driver: 'pglite'; client: PGlite } | { driver: 'postgres'; client: Pool });

/**
 * Contrib extensions PGlite must load at creation (a server ships them already): pg_trgm backs the
 * prayer search's trigram index (Thai has no spaces to split words on); the migration creates it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

export const isPostgresDatabaseUrl = (url: string) => isPostgresUrl(url);

export interface OpenDatabaseOptions {
  /** Connections of a PostgreSQL pool, per process (default 10). */
  poolSize?: number;
  /** Session limits (statement, lock, idle in transaction); unset: the server's defaults. */
  limits?: SessionLimits;
  /** PostgreSQL: longest wait for a pooled connection, and how many may wait (see `PostgresPool`). */
  acquireTimeoutMs?: number;
  maxWaiting?: number;
  /** A pooled connection broke (logged by the app; the request that used it is answered 503). */
  onConnectionError?: (error: Error) => void;
}

/**
 * One URL picks the driver: `postgres://…` → a node-postgres pool on a real server (with the
 * limits of `options`); `memory://` → throwaway PGlite (tests); anything else → PGlite files in
 * that directory. PGlite is one session in this process, run one statement at a time: it accepts
 * the session limits but has no timer to enforce them, and nothing else can hold a lock against
 * it, so they are not set there.
 */
export async function openDatabase(url: string, options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (isPostgresUrl(url)) {
    const pool = new PostgresPool({
      connectionString: url,
      size: options.poolSize ?? 10,
      limits: options.limits,
      acquireTimeoutMs: options.acquireTimeoutMs,
      maxWaiting: options.maxWaiting,
      onConnectionError: options.onConnectionError,
    });
    return {
      driver: 'postgres',
      client: pool,
      db: drizzlePostgres({ client: pool }),
      close: once(() => pool.end()),
      cancelRunning: () => pool.cancelRunning(),
    };
  }
  if (url !== 'memory://') mkdirSync(url.replace(/^file:\/\//, ''), { recursive: true });
  return wrapPglite(await PGlite.create(url, { extensions: PGLITE_EXTENSIONS }));
}

/** A handle over an already created PGlite (tests start theirs from a prepared snapshot). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  return {
    driver: 'pglite',
    client,
    db: drizzlePglite({ client }),
    close: once(() => client.close()),
  };
}

/** Closing twice (a failed start, then the app's own close) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
