import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, timestamps } from '#api/db/columns';

/** Product owners and operators who use the console (/admin); not members. */
export const staff = pgTable(
  'staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    name: text('name').notNull(),
    /** `scrypt$N$r$p$salt$hash` (auth/password.ts). */
    password_hash: text('password_hash').notNull(),
    scope: text('scope')
      .array()
      .notNull()
      .default(sql`'{admin}'::text[]`),
    ...timestamps,
  },
  (t) => [uniqueIndex('staff_username_key').on(t.username)],
);

/** Staff bearer tokens, stored only as their sha256. */
export const staffTokens = pgTable(
  'staff_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    staff_id: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: instant('created_at').notNull(),
    /** Idle expiry counts from here; sessions older than the column count from when it was added. */
    last_used_at: instant('last_used_at').notNull().defaultNow(),
    expires_at: instant('expires_at').notNull(),
    revoked_at: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('staff_tokens_token_hash_key').on(t.token_hash),
    index('staff_tokens_staff_id_idx').on(t.staff_id),
  ],
);

export type StaffRow = typeof staff.$inferSelect;
