import { desc, eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { catalogChanges, type CatalogChangeRow } from './catalog-tables';

export interface CatalogChangeInput {
  remote: string;
  /** e.g. `register`, `enable`, `schedule`, `rollback`, `canary`, `promote`, `canary-rollback`. */
  action: string;
  detail?: string;
  actor: string;
}

export async function logCatalogChange(db: Executor, change: CatalogChangeInput, now: Date): Promise<void> {
  await db.insert(catalogChanges).values({ ...change, detail: change.detail ?? '', at: now });
}

/** Newest first; the console shows the last 200. */
export function listCatalogChanges(db: Executor, remote?: string, limit = 200): Promise<CatalogChangeRow[]> {
  return db
    .select()
    .from(catalogChanges)
    .where(remote ? eq(catalogChanges.remote, remote) : undefined)
    .orderBy(desc(catalogChanges.at), desc(catalogChanges.id))
    .limit(limit);
}
