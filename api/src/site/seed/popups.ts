import type { Executor } from '#api/db/client';
import { popups } from '#api/site/content-tables';
import { POPUP_IMAGE_PATH } from '#api/site/popups-repository';
import { loadPopupFile } from './content-files';

/**
 * The announcement slides at launch (`api/data/content/popups.yaml`); pictures in
 * `api/public/popups/`, always live (no window).
 */
export const SEED_POPUPS = loadPopupFile().map(({ file, ...popup }) => ({
  ...popup,
  file_url: `${POPUP_IMAGE_PATH}/${file}`,
}));

/**
 * Inserts the launch slides once (the name is unique). They go in one statement: the popups
 * trigger bumps the version once per changing statement, so a fresh database reads version 1, and
 * a restart that inserts nothing leaves the version as it is.
 */
export async function seedPopups(db: Executor, now: Date): Promise<number> {
  const inserted = await db
    .insert(popups)
    .values(SEED_POPUPS.map((popup) => ({ ...popup, created_at: now, updated_at: now })))
    .onConflictDoNothing({ target: popups.name })
    .returning({ id: popups.id });
  return inserted.length;
}
