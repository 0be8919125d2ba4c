import type { AppConfig } from '#api/config';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { seedDatabase, type SeedReport } from './seed/seed-database';

/**
 * Migrations and the idempotent seed, at start. On PostgreSQL they run on a connection of their
 * own with the maintenance limits (`DATABASE_MAINTENANCE_*`): a migration or a million-ticket seed
 * takes longer than any request may, and waits for another process's migration lock. On PGlite,
 * or on a database handed in (tests), they run on that handle.
 */
export async function prepareDatabase(
  config: AppConfig,
  now: Date,
  existing?: DatabaseHandle,
): Promise<SeedReport> {
  const handle =
    existing ??
    (await openDatabase(config.databaseUrl, { poolSize: 1, limits: config.databaseLimits.maintenance }));
  try {
    await migrateDatabase(handle);
    return await seedDatabase(handle.db, {
      seedDataFile: config.seedDataFile,
      now,
      demo: config.seedDemo,
      ticketCount: config.inventory.seedTicketCount,
    });
  } finally {
    if (!existing) await handle.close();
  }
}
