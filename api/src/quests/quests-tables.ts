import {
  QUEST_RESULT_STATUSES,
  QUEST_RULE_TYPES,
  QUEST_STATUSES,
} from '@chokdee/shared-contract/schemas/quest';
import { SHIPMENT_STATUSES } from '@chokdee/shared-contract/schemas/shipment';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '#api/auth/auth-tables';
import { instant, timestamps } from '#api/db/columns';
import { orders } from '#api/lottery-sales/inventory-tables';

/** Spec §3 Quest: a campaign with a window; only `active` ones are shown and counted. */
export const quests = pgTable(
  'quests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** A stable key for quests made by the seed (so it inserts each once); null for the admin's. */
    code: text('code'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image_url: text('image_url').notNull().default(''),
    status: text('status', { enum: QUEST_STATUSES }).notNull().default('active'),
    started_at: instant('started_at').notNull(),
    ended_at: instant('ended_at').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('quests_code_key').on(t.code),
    index('quests_window_idx').on(t.status, t.started_at, t.ended_at),
    check('quests_window_check', sql`${t.ended_at} > ${t.started_at}`),
  ],
);

/** What a member must do; the first rule of a quest is the one its progress is measured against. */
export const questRules = pgTable(
  'quest_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quest_id: integer('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    type: text('type', { enum: QUEST_RULE_TYPES }).notNull().default('buy_tickets'),
    target: integer('target').notNull(),
    ...timestamps,
  },
  (t) => [
    index('quest_rules_quest_id_idx').on(t.quest_id, t.id),
    check('quest_rules_target_check', sql`${t.target} > 0`),
  ],
);

/** A quest's reward; a claim takes one with a conditional UPDATE, the CHECK is the last line. */
export const questRewards = pgTable(
  'quest_rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quest_id: integer('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image_url: text('image_url').notNull().default(''),
    stock: integer('stock').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('quest_rewards_quest_id_idx').on(t.quest_id, t.id),
    check('quest_rewards_stock_check', sql`${t.stock} >= 0`),
  ],
);

/** A member's progress on a quest: one row per member and quest, `value` capped at the target. */
export const questResults = pgTable(
  'quest_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quest_id: integer('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: integer('value').notNull().default(0),
    status: text('status', { enum: QUEST_RESULT_STATUSES }).notNull().default('active'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('quest_results_quest_user_key').on(t.quest_id, t.user_id),
    index('quest_results_user_id_idx').on(t.user_id),
    check('quest_results_value_check', sql`${t.value} >= 0`),
  ],
);

/** Which orders a quest has counted: the primary key makes a second confirmation count nothing. */
export const questCountedOrders = pgTable(
  'quest_counted_orders',
  {
    quest_id: integer('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticket_count: integer('ticket_count').notNull(),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.quest_id, t.order_id] })],
);

/** Spec §3 Reward-claim payload, one per member result (the unique key stops a second claim). */
export const questRewardShipments = pgTable(
  'quest_reward_shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    quest_id: integer('quest_id')
      .notNull()
      .references(() => quests.id, { onDelete: 'cascade' }),
    quest_reward_id: integer('quest_reward_id')
      .notNull()
      .references(() => questRewards.id, { onDelete: 'cascade' }),
    quest_result_id: integer('quest_result_id')
      .notNull()
      .references(() => questResults.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    tel: text('tel').notNull(),
    address: text('address').notNull(),
    sub_district: text('sub_district').notNull(),
    district: text('district').notNull(),
    province: text('province').notNull(),
    zip_code: text('zip_code').notNull(),
    remark: text('remark'),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull().default('prepare_to_ship'),
    carrier: text('carrier'),
    tracking_number: text('tracking_number'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('quest_reward_shipments_result_key').on(t.quest_result_id),
    index('quest_reward_shipments_user_id_idx').on(t.user_id, t.id),
    // The staff's dispatch queue reads by status, oldest first.
    index('quest_reward_shipments_status_idx').on(t.status, t.id),
  ],
);

/** Each status a shipment took, with its time (the member's timeline). */
export const questShipmentLogs = pgTable(
  'quest_shipment_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipment_id: integer('shipment_id')
      .notNull()
      .references(() => questRewardShipments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('quest_shipment_logs_shipment_id_idx').on(t.shipment_id, t.id)],
);
