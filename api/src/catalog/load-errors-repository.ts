import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { remoteLoadErrors, remoteVersions } from './catalog-tables';

/**
 * Counts one failure of a registered version (one statement, so concurrent reports all count).
 * Returns false for a remote/version pair that was never registered: nothing is stored for it.
 */
export async function countLoadError(
  db: Executor,
  remote: string,
  version: string,
  now: Date,
): Promise<boolean> {
  const [known] = await db
    .select({ id: remoteVersions.id })
    .from(remoteVersions)
    .where(and(eq(remoteVersions.remote, remote), eq(remoteVersions.version, version)))
    .limit(1);
  if (!known) return false;
  await db
    .insert(remoteLoadErrors)
    .values({ remote, version, count: 1, last_at: now })
    .onConflictDoUpdate({
      target: [remoteLoadErrors.remote, remoteLoadErrors.version],
      set: { count: sql`${remoteLoadErrors.count} + 1`, last_at: now },
    });
  return true;
}

/** version → failures reported, for one remote. */
export async function loadErrorCounts(db: Executor, remote: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ version: remoteLoadErrors.version, count: remoteLoadErrors.count })
    .from(remoteLoadErrors)
    .where(eq(remoteLoadErrors.remote, remote));
  return new Map(rows.map((row) => [row.version, row.count]));
}
