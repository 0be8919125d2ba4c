import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { NOTICE_KINDS } from '@chokdee/shared-contract/schemas/notices';
import { instant } from '#api/db/columns';
import { NOTICE_CHANNELS } from '@chokdee/shared-contract/schemas/notice-preferences';

/**
 * What became of a notice on one channel: queued, sending (one worker holds it), then sent,
 * unreachable or dead (its tries spent).
 */
export const DELIVERY_STATES = ['queued', 'sending', 'sent', 'unreachable', 'dead'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * One row per notice and channel, written in the transaction that queues its job: the primary key
 * is what makes a notice go out once per channel, and `sending` keeps a second worker off it while
 * one is sending, whatever the queue retries. Staff read
 * `dead` rows (with the last error) to see what never arrived.
 */
export const noticeDeliveries = pgTable(
  'notice_deliveries',
  {
    // Its foreign key to member_notices (cascade) is in the migration, like the notices' own.
    notice_id: integer('notice_id').notNull(),
    channel: text('channel', { enum: NOTICE_CHANNELS }).notNull(),
    state: text('state', { enum: DELIVERY_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker holding it took it: past the job's expiry, that worker counts as dead. */
    sending_since: instant('sending_since'),
    last_error: text('last_error'),
    created_at: instant('created_at').notNull().defaultNow(),
    updated_at: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.notice_id, t.channel] }),
    index('notice_deliveries_dead_idx')
      .on(t.updated_at)
      .where(sql`${t.state} = 'dead'`),
  ],
);

/**
 * A member's choice for one kind on one channel. No row means on: connecting a channel is the
 * opt-in, and a member turns kinds off (and on again) from the profile.
 */
export const noticeChannelChoices = pgTable(
  'notice_channel_choices',
  {
    user_id: integer('user_id').notNull(),
    channel: text('channel', { enum: NOTICE_CHANNELS }).notNull(),
    kind: text('kind', { enum: NOTICE_KINDS }).notNull(),
    enabled: boolean('enabled').notNull(),
    updated_at: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.channel, t.kind] })],
);
