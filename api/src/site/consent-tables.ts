import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '#api/auth/auth-tables';
import { instant, timestamps } from '#api/db/columns';

/** Spec §3 Consent: published terms; the one with the highest version is the latest. */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** HTML shown in the consent modal. */
    content: text('content').notNull(),
    /** Spec §4: the text of the modal's optional close button; none means the member must answer. */
    close_text: text('close_text'),
    ...timestamps,
  },
  (t) => [uniqueIndex('consents_version_key').on(t.version)],
);

/** Who accepted which consent, and when. */
export const consentAcceptances = pgTable(
  'consent_acceptances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    consent_id: integer('consent_id')
      .notNull()
      .references(() => consents.id, { onDelete: 'cascade' }),
    accepted_at: instant('accepted_at').notNull(),
  },
  (t) => [
    uniqueIndex('consent_acceptances_user_consent_key').on(t.user_id, t.consent_id),
    index('consent_acceptances_consent_id_idx').on(t.consent_id),
  ],
);

export type ConsentRow = typeof consents.$inferSelect;
