import { eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { shellRelease } from './catalog-tables';
import type { ShellVersions } from './compatibility';

export async function readShellRelease(db: Executor): Promise<ShellVersions | undefined> {
  const [row] = await db.select().from(shellRelease).where(eq(shellRelease.id, 1));
  return row ? { kernel_version: row.kernel_version, react_version: row.react_version } : undefined;
}

export async function saveShellRelease(db: Executor, versions: ShellVersions, now: Date): Promise<void> {
  await db
    .insert(shellRelease)
    .values({ id: 1, ...versions, updated_at: now })
    .onConflictDoUpdate({ target: shellRelease.id, set: { ...versions, updated_at: now } });
}
