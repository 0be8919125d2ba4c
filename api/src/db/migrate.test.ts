import { expectedTables } from '#api/test/expected-tables';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase, MIGRATIONS_FOLDER } from './migrate';

// A fresh PGlite runs initdb and loads the pg_trgm extension: seconds on a loaded machine.
jest.setTimeout(30_000);

/** A brand-new PGlite (no snapshot): the committed SQL is what builds the schema. */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openDatabase('memory://');
});
afterAll(() => handle.close());

async function query<T>(sql: string): Promise<T[]> {
  if (handle.driver !== 'pglite') throw new Error('expected PGlite');
  return (await handle.client.query<T>(sql)).rows;
}

test('the committed migrations apply on an empty PGlite', async () => {
  await migrateDatabase(handle);
  const tables = await query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
  );
  expect(tables.map((t) => t.table_name)).toEqual(await expectedTables());
  const indexes = await query<{ indexname: string }>(
    "SELECT indexname FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname",
  );
  expect(indexes.map((i) => i.indexname)).toEqual(
    expect.arrayContaining([
      'lottery_draws_draw_date_key',
      'lottery_draws_sale_end_at_idx',
      'lottery_results_draw_id_key',
      'remotes_enabled_idx',
    ]),
  );
});

test('every migration is recorded once, and migrating again changes nothing', async () => {
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  expect(files.length).toBeGreaterThan(0);
  await migrateDatabase(handle);
  const applied = await query<{ hash: string }>('SELECT hash FROM drizzle.__drizzle_migrations');
  expect(applied.map((row) => row.hash)).toEqual(files.map((file) => file.hash));
});

test('the schema enforces one result per draw and one draw per day', async () => {
  await query(
    "INSERT INTO lottery_draws (draw_date, sale_start_at, sale_end_at) VALUES ('2030-01-01', now(), now())",
  );
  await expect(
    query(
      "INSERT INTO lottery_draws (draw_date, sale_start_at, sale_end_at) VALUES ('2030-01-01', now(), now())",
    ),
  ).rejects.toThrow(/lottery_draws_draw_date_key/);
});
