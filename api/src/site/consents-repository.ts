import type { Consent } from '@chokdee/shared-contract/schemas/consent';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { consentAcceptances, consents, type ConsentRow } from './consent-tables';

export async function findLatestConsent(db: Executor): Promise<ConsentRow | undefined> {
  const [row] = await db.select().from(consents).orderBy(desc(consents.version)).limit(1);
  return row;
}

export async function findConsentById(db: Executor, id: number): Promise<ConsentRow | undefined> {
  const [row] = await db.select().from(consents).where(eq(consents.id, id));
  return row;
}

/** Accepting twice keeps the first acceptance. */
export async function acceptConsent(
  db: Executor,
  userId: number,
  consentId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(consentAcceptances)
    .values({ user_id: userId, consent_id: consentId, accepted_at: now })
    .onConflictDoNothing({ target: [consentAcceptances.user_id, consentAcceptances.consent_id] });
}

export async function hasAcceptedConsent(db: Executor, userId: number, consentId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: consentAcceptances.id })
    .from(consentAcceptances)
    .where(and(eq(consentAcceptances.user_id, userId), eq(consentAcceptances.consent_id, consentId)));
  return row !== undefined;
}

export function toConsent(row: ConsentRow): Consent {
  return { id: row.id, content: row.content, version: row.version, close_text: row.close_text ?? null };
}
