import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { mkdirSync } from 'node:fs';
import { Pool, type PoolConfig } from 'pg';

/** What repositories see: the driver-independent Drizzle API (PGlite and node-postgres share it). */
export type Database = PgDatabase<PgQueryResultHKT>;

/** Repository methods take either the database or a transaction, so callers compose them atomically. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type DatabaseHandle = {
  db: Database;
  close: () => Promise<void>;
} & ({ driver: 'pglite'; client: PGlite } | { driver: 'postgres'; client: Pool });

/**
 * Contrib extensions PGlite must load at creation (a server ships them already): pg_trgm backs the
 * prayer search's trigram index (Thai has no spaces to split words on); the migration creates it.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

export const isPostgresDatabaseUrl = (url: string) => isPostgresUrl(url);

/**
 * One URL picks the driver (`poolSize`: connections of a PostgreSQL pool, per process): `postgres://…` → a node-postgres pool on a real server;
 * `memory://` → throwaway PGlite (tests); anything else → PGlite files in that directory.
 */
export async function openDatabase(
  url: string,
  options: { poolSize?: number } = {},
): Promise<DatabaseHandle> {
  if (isPostgresUrl(url)) {
    // `pipeline`: queries issued together on one client are written together (pg waits for each
    // answer otherwise); `pipelinedTransaction` sends a whole transaction in one round trip. A
    // client used one query at a time, as drizzle does, behaves as without it.
    // (@types/pg does not know the option yet: pg 8.23 has it.)
    const config: PoolConfig & { pipeline: boolean } = {
      connectionString: url,
      max: options.poolSize ?? 10,
      pipeline: true,
    };
    const pool = new Pool(config);
    // An idle client that loses its server emits 'error'; unhandled, that would crash the process.
    pool.on('error', () => undefined);
    return {
      driver: 'postgres',
      client: pool,
      db: drizzlePostgres({ client: pool }),
      close: once(() => pool.end()),
    };
  }
  if (url !== 'memory://') mkdirSync(url.replace(/^file:\/\//, ''), { recursive: true });
  return wrapPglite(await PGlite.create(url, { extensions: PGLITE_EXTENSIONS }));
}

/** A handle over an already created PGlite (tests start theirs from a prepared snapshot). */
export function wrapPglite(client: PGlite): DatabaseHandle {
  return { driver: 'pglite', client, db: drizzlePglite({ client }), close: once(() => client.close()) };
}

/** Closing twice (a failed start, then the app's own close) must not throw. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}
