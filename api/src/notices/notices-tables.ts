import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { NOTICE_KINDS } from '@chokdee/shared-contract/schemas/notices';
import { instant } from '#api/db/columns';

/**
 * One row per member and event: `event_key` (e.g. `shop-purchase:12:shipped`) is unique per
 * member, so an event told twice (a retried call, a second import of the same draw) is one notice.
 * Written in the transaction of the change it tells, so a notice exists exactly when the change does.
 */
export const memberNotices = pgTable(
  'member_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    // Its foreign key to users (cascade) is the hand-written migration `member_notices_user_fk`:
    // drizzle-kit names a table outside this domain's folder as "public"."users", which a
    // database in another schema (each PostgreSQL test's) does not have.
    user_id: integer('user_id').notNull(),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    event_key: text('event_key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    read_at: instant('read_at'),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_notices_event_key').on(t.user_id, t.event_key),
    index('member_notices_user_idx').on(t.user_id, t.id.desc()),
  ],
);
