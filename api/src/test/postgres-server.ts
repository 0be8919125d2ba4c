import { Client } from 'pg';

/**
 * The PostgreSQL server the race and driver tests use: the local one (trust auth, database
 * `test`) unless TEST_DATABASE_URL says otherwise. PGlite runs one statement at a time, so only a
 * server shows that row locks hold under concurrency.
 */
export const POSTGRES_SERVER_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A connection string whose every session works inside `schema` (one schema per test file and worker). */
export function postgresSchemaUrl(schema: string): string {
  const separator = POSTGRES_SERVER_URL.includes('?') ? '&' : '?';
  return `${POSTGRES_SERVER_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}

/** `chokdee_api_<name>_<jest worker>`: files running side by side never share a schema. */
export function testSchemaName(name: string): string {
  return `chokdee_api_${name}_${process.env.JEST_WORKER_ID ?? '1'}`;
}

/**
 * Drops and creates `schema` (and drops its notice queue's). Resolves false, with a clear SKIPPED line, when the server is not
 * there; with REQUIRE_PG=1 (CI) that is a failure instead.
 */
export async function freshPostgresSchema(schema: string): Promise<boolean> {
  const client = new Client({ connectionString: POSTGRES_SERVER_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    // The notice queue's tables beside it (`notices/delivery/queue-schema.ts`): a run's jobs
    // must not outlive its notices.
    await client.query(`DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`);
    await client.query(`CREATE SCHEMA ${schema}`);
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (process.env.REQUIRE_PG === '1')
      throw new Error(`REQUIRE_PG=1 but ${POSTGRES_SERVER_URL} is not usable: ${reason}`);
    console.warn(
      `SKIPPED PostgreSQL tests: ${POSTGRES_SERVER_URL} not reachable (${reason}). Set REQUIRE_PG=1 to fail instead.`,
    );
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
