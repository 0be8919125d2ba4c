import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { instant } from '#api/db/columns';
import { users } from '#api/auth/auth-tables';

/**
 * A browser a member allowed to show notices (`PushSubscription`): where its push service takes
 * messages and the keys they are encrypted with. One endpoint is one browser, so it belongs to
 * whoever subscribed there last.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key, base64url. */
    p256dh: text('p256dh').notNull(),
    /** The browser's 16-byte auth secret, base64url. */
    auth: text('auth').notNull(),
    created_at: instant('created_at').notNull().defaultNow(),
    /** When its push service last took a message for it. */
    last_success_at: instant('last_success_at'),
  },
  (t) => [index('push_subscriptions_user_id_idx').on(t.user_id)],
);

/**
 * The VAPID pair made at the first start where none is configured (development, tests, the
 * demo): one row, so a restart keeps the key the stored subscriptions were made with.
 */
export const webPushVapidKeys = pgTable(
  'web_push_vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    public_key: text('public_key').notNull(),
    private_key: text('private_key').notNull(),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [check('web_push_vapid_keys_one_row', sql`${t.id} = 1`)],
);
