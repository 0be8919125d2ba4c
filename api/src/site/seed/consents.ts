import type { Executor } from '#api/db/client';
import { consents } from '#api/site/consent-tables';
import { loadConsentFiles } from './content-files';

/** The terms members accept in the consent modal (spec §4): `api/data/consents/v<n>.html`. */
export const SEED_CONSENTS = loadConsentFiles();

/** Idempotent like the rest of the seed: the version is unique. */
export async function seedConsents(db: Executor): Promise<number> {
  const inserted = await db
    .insert(consents)
    .values(SEED_CONSENTS)
    .onConflictDoNothing({ target: consents.version })
    .returning({ id: consents.id });
  return inserted.length;
}
