import { drizzle } from 'drizzle-orm/node-postgres';
import { Client, Pool } from 'pg';
import type { DatabaseHandle } from '../../api/src/db/client';

/** The local server the benches use (database `test`); BENCH_DATABASE_URL points elsewhere. */
export const BENCH_SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The server URL with every connection's search_path set to `schema`. */
export function schemaUrl(schema: string): string {
  const options = encodeURIComponent(`-c search_path=${schema}`);
  return `${BENCH_SERVER_URL}${BENCH_SERVER_URL.includes('?') ? '&' : '?'}options=${options}`;
}

/** Drops and creates the schema: every bench run starts empty (the migrations fill it). */
export async function resetSchema(schema: string): Promise<void> {
  await onServer(schema, [
    // The API keeps its notice queue in a schema beside the app's (`queueSchemaOf`).
    `DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`,
    `DROP SCHEMA IF EXISTS ${schema} CASCADE`,
    `CREATE SCHEMA ${schema}`,
  ]);
}

/** Drops the schema and its million tickets after a run (BENCH_KEEP_SCHEMA=1 keeps it to look at). */
export async function dropSchema(schema: string): Promise<void> {
  if (process.env.BENCH_KEEP_SCHEMA === '1') return;
  await onServer(schema, [
    `DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`,
    `DROP SCHEMA IF EXISTS ${schema} CASCADE`,
  ]);
}

async function onServer(schema: string, statements: string[]): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
  const client = new Client({ connectionString: BENCH_SERVER_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A node-postgres pool of `size` connections as the app's database handle. The app's own
 * `openDatabase` keeps node-postgres' default of 10, too few for hundreds of concurrent requests.
 */
export function openPool(url: string, size: number): DatabaseHandle {
  const pool = new Pool({ connectionString: url, max: size });
  pool.on('error', () => undefined);
  let closing: Promise<void> | undefined;
  return {
    driver: 'postgres',
    client: pool,
    db: drizzle({ client: pool }),
    close: () => (closing ??= pool.end()),
  };
}
