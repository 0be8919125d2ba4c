import type { RedemptionStatus } from '@chokdee/shared-contract/schemas/reward';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '#api/auth/auth-tables';
import { instant, timestamps } from '#api/db/columns';

/**
 * The balance a member spends. Kept as a row so a redemption is one conditional UPDATE
 * (`balance >= cost`); the CHECK is the last line against a negative balance. Every change
 * is also written to `point_transactions`, whose sum equals the balance.
 */
export const pointBalances = pgTable(
  'point_balances',
  {
    user_id: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balance: integer('balance').notNull().default(0),
    ...timestamps,
  },
  (t) => [check('point_balances_balance_check', sql`${t.balance} >= 0`)],
);

/** `adjustment`: points given by hand (support, campaigns). */
export const POINT_TRANSACTION_KINDS = ['welcome', 'redemption', 'adjustment'] as const;
export type PointTransactionKind = (typeof POINT_TRANSACTION_KINDS)[number];

/** The points ledger: credits are positive, spending negative. */
export const pointTransactions = pgTable(
  'point_transactions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: POINT_TRANSACTION_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    redemption_id: integer('redemption_id').references(() => rewardRedemptions.id, { onDelete: 'set null' }),
    created_at: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('point_transactions_user_id_idx').on(t.user_id, t.id),
    // A member is welcomed once, however many times the grant runs.
    uniqueIndex('point_transactions_welcome_key')
      .on(t.user_id)
      .where(sql`${t.kind} = 'welcome'`),
    check('point_transactions_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** A reward members redeem with points; `stock` counts only when it has no variants. */
export const rewards = pgTable(
  'rewards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    /** File name under `api/public/rewards/`, served at `/static/rewards/<file>`. */
    image_file: text('image_file').notNull(),
    points: integer('points').notNull(),
    stock: integer('stock').notNull().default(0),
    is_new: boolean('is_new').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('rewards_code_key').on(t.code),
    check('rewards_points_check', sql`${t.points} > 0`),
    check('rewards_stock_check', sql`${t.stock} >= 0`),
  ],
);

export const rewardVariants = pgTable(
  'reward_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reward_id: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    stock: integer('stock').notNull().default(0),
    sort_order: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reward_variants_reward_id_code_key').on(t.reward_id, t.code),
    check('reward_variants_stock_check', sql`${t.stock} >= 0`),
  ],
);

/** One redemption: what was taken, and the points it cost at that moment. */
export const rewardRedemptions = pgTable(
  'reward_redemptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reward_id: integer('reward_id')
      .notNull()
      .references(() => rewards.id, { onDelete: 'restrict' }),
    reward_variant_id: integer('reward_variant_id').references(() => rewardVariants.id, {
      onDelete: 'restrict',
    }),
    quantity: integer('quantity').notNull(),
    points: integer('points').notNull(),
    total_points: integer('total_points').notNull(),
    status: text('status').$type<RedemptionStatus>().notNull().default('prepare_to_ship'),
    /** Set together when staff dispatch the parcel (`CARRIERS` code, its tracking number). */
    carrier: text('carrier'),
    tracking_number: text('tracking_number'),
    shipped_at: instant('shipped_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('reward_redemptions_code_key').on(t.code),
    // The staff's dispatch queue reads by status, oldest first.
    index('reward_redemptions_status_idx').on(t.status, t.id),
    index('reward_redemptions_user_id_idx').on(t.user_id, t.id),
    check('reward_redemptions_quantity_check', sql`${t.quantity} between 1 and 10`),
    check('reward_redemptions_total_points_check', sql`${t.total_points} = ${t.points} * ${t.quantity}`),
  ],
);

export type RewardRow = typeof rewards.$inferSelect;
export type RewardVariantRow = typeof rewardVariants.$inferSelect;
export type RewardRedemptionRow = typeof rewardRedemptions.$inferSelect;
