import { expectedTables } from '#api/test/expected-tables';
import { buildApp } from '#api/app';
import { freshPostgresSchema, postgresSchemaUrl, testSchemaName } from '#api/test/postgres-server';
import { openDatabase, type DatabaseHandle } from './client';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrateDatabase, migrationSets, MIGRATIONS_FOLDER } from './migrate';
import { seedDatabase } from './seed/seed-database';
import { testConfig, TEST_NOW } from '#api/test/build-test-app';

/**
 * DATABASE_URL against a real PostgreSQL server: the local one when it answers. REQUIRE_PG=1
 * turns "not reachable" into a failure (CI with a server); otherwise it is reported and passed over.
 * Everything happens in a schema of its own, emptied before the run (not after, to leave evidence).
 */
const SCHEMA = testSchemaName('test');
const url = postgresSchemaUrl(SCHEMA);

let reachable = false;
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  reachable = await freshPostgresSchema(SCHEMA);
});
afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
});

// The seed (lottery draws, stores, the prayer demo with its pictures) takes seconds on a loaded machine.
jest.setTimeout(30_000);

/** Runs only when the server answered (a test cannot be skipped conditionally without `.skip`). */
function withPostgres(name: string, body: () => Promise<void>) {
  test(name, async () => {
    if (!reachable) return;
    await body();
  });
}

async function open(): Promise<DatabaseHandle> {
  const handle = await openDatabase(url);
  handles.push(handle);
  return handle;
}

withPostgres('a postgres:// URL opens node-postgres and the migrations build the schema', async () => {
  const handle = await open();
  expect(handle.driver).toBe('postgres');
  // Two processes starting together: the advisory lock lets one migrate and the other wait.
  await Promise.all([migrateDatabase(handle), migrateDatabase(await open())]);
  if (handle.driver !== 'postgres') return;
  const { rows } = await handle.client.query<{ table_name: string }>(
    'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
    [SCHEMA],
  );
  // The central journal's bookkeeping table, then each domain's own beside its tables.
  const bookkeeping = (await migrationSets()).map((set) => set.migrationsTable ?? '__drizzle_migrations');
  expect(rows.map((r) => r.table_name)).toEqual([...bookkeeping, ...(await expectedTables())].sort());
  const applied = await handle.client.query(`SELECT count(*)::int AS n FROM ${SCHEMA}.__drizzle_migrations`);
  expect(applied.rows[0].n).toBe(readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length);
});

withPostgres('the seed runs on PostgreSQL and is idempotent', async () => {
  const handle = await open();
  const options = { seedDataFile: testConfig().seedDataFile, now: TEST_NOW, demo: true };
  expect(await seedDatabase(handle.db, options)).toEqual({
    drawsInserted: 218,
    resultsInserted: 218,
    upcomingInserted: 6,
  });
  expect(await seedDatabase(handle.db, options)).toEqual({
    drawsInserted: 0,
    resultsInserted: 0,
    upcomingInserted: 0,
  });
});

withPostgres('the app serves from PostgreSQL', async () => {
  const app = await buildApp({ config: testConfig({ databaseUrl: url }), clock: () => TEST_NOW });
  try {
    const results = await app.inject({ method: 'GET', url: '/public/v2/lottery-results?per_page=1' });
    expect(results.json()).toMatchObject({
      data: [{ draw_date: '2026-05-16', first: '107387' }],
      meta: { total: 218 },
    });
    const current = await app.inject({ method: 'GET', url: '/public/v2/lottery-draws/current' });
    expect(current.json().data).toMatchObject({
      draw_date: '2026-12-01',
      sale_end_date: '2026-12-01T14:00:00.000+07:00',
    });
  } finally {
    await app.close();
  }
});
