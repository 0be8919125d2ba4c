import { PGlite } from '@electric-sql/pglite';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { openDatabase, PGLITE_EXTENSIONS, wrapPglite, type DatabaseHandle } from '#api/db/client';
import { migrateDatabase } from '#api/db/migrate';
import { seedDatabase } from '#api/db/seed/seed-database';
import { testConfig, TEST_NOW } from './build-test-app';

/** Set by the jest global setup: a PGlite data dir, migrated and seeded once per test run. */
export const TEMPLATE_ENV = 'CHOKDEE_API_PGLITE_TEMPLATE';

/**
 * Creating a PGlite runs initdb inside WASM (about 3 s here); loading a prepared data dir takes
 * under 1 s. So the run prepares one snapshot and every test file starts its own fresh in-memory
 * database from it.
 */
export async function writeTemplate(file: string): Promise<void> {
  const handle = await openDatabase('memory://');
  try {
    await migrateDatabase(handle);
    const config = testConfig();
    await seedDatabase(handle.db, {
      seedDataFile: config.seedDataFile,
      now: TEST_NOW,
      demo: config.seedDemo,
      ticketCount: config.inventory.seedTicketCount,
    });
    if (handle.driver !== 'pglite') throw new Error('template must be PGlite');
    const dump = await handle.client.dumpDataDir('none');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/**
 * A fresh in-memory PGlite for one test file: from the run's snapshot (`prepared`: migrated and
 * seeded) when there is one, else an empty one.
 */
export async function openTestDatabase(): Promise<{ handle: DatabaseHandle; prepared: boolean }> {
  const file = process.env[TEMPLATE_ENV];
  if (!file || !existsSync(file)) return { handle: await openDatabase('memory://'), prepared: false };
  const loadDataDir = new Blob([readFileSync(file)], { type: 'application/x-tar' });
  return {
    handle: wrapPglite(await PGlite.create({ loadDataDir, extensions: PGLITE_EXTENSIONS })),
    prepared: true,
  };
}
