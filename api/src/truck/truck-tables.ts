import { TRUCK_PAYMENT_METHODS } from '@chokdee/shared-contract/schemas/truck';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '#api/auth/auth-tables';
import { instant, timestamps } from '#api/db/columns';
import { orders } from '#api/lottery-sales/inventory-tables';
import { stores } from '#api/lottery-sales/stores-tables';

/**
 * A store that sells from a truck. `walk_in_user_id` is a user nobody can log in as (no
 * phone, no password, no LINE id): a sale's order belongs to it until a member claims the receipt,
 * so orders keep their non-null owner and an unclaimed sale is in nobody's safe.
 */
export const truckStores = pgTable('truck_stores', {
  store_id: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  walk_in_user_id: integer('walk_in_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'restrict' }),
  /** Spec §6: operators see the logout icon (and may call logout) only when this is true. */
  operators_can_logout: boolean('operators_can_logout').notNull().default(true),
  ...timestamps,
});

/** A dealer's staff member bound to one store, with their own login (not a member). */
export const truckOperators = pgTable(
  'truck_operators',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => truckStores.store_id, { onDelete: 'cascade' }),
    /** Lower case; unique across stores (the login names no store). */
    username: text('username').notNull(),
    name: text('name').notNull(),
    /** `scrypt$…`, the members' hash (auth/password.ts). */
    password_hash: text('password_hash').notNull(),
    is_active: boolean('is_active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('truck_operators_username_key').on(t.username)],
);

/** Operators' bearer tokens, apart from members' `auth_tokens`: one browser may hold both. */
export const truckOperatorTokens = pgTable(
  'truck_operator_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    operator_id: integer('operator_id')
      .notNull()
      .references(() => truckOperators.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    created_at: instant('created_at').notNull(),
    last_used_at: instant('last_used_at').notNull(),
    expires_at: instant('expires_at').notNull(),
    revoked_at: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('truck_operator_tokens_token_hash_key').on(t.token_hash),
    index('truck_operator_tokens_operator_id_idx').on(t.operator_id),
  ],
);

/**
 * One POS sale: the order it made, the device's Idempotency-Key (unique per store, so a replay finds
 * this row and 20 concurrent replays make one sale) with the hash of the body it came with, and
 * the receipt's claim code. The claim code is kept as printed: the receipt is answered again on a
 * retry; it is single use (`claimed_at`), 50 random bits, and claim tries are rate-limited.
 */
export const truckSales = pgTable(
  'truck_sales',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => truckStores.store_id, { onDelete: 'cascade' }),
    operator_id: integer('operator_id')
      .notNull()
      .references(() => truckOperators.id, { onDelete: 'cascade' }),
    idempotency_key: text('idempotency_key').notNull(),
    /** sha256 of the canonical body: the same key with another body is refused. */
    request_hash: text('request_hash').notNull(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    payment_method: text('payment_method', { enum: TRUCK_PAYMENT_METHODS }).notNull(),
    total_amount: integer('total_amount').notNull(),
    claim_code: text('claim_code').notNull(),
    claimed_by_user_id: integer('claimed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    claimed_at: instant('claimed_at'),
    /** When the operator made it on the device (a queued offline sale arrives later). */
    made_at: instant('made_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('truck_sales_store_key').on(t.store_id, t.idempotency_key),
    uniqueIndex('truck_sales_order_id_key').on(t.order_id),
    uniqueIndex('truck_sales_claim_code_key').on(t.claim_code),
    index('truck_sales_operator_idx').on(t.operator_id, t.id),
  ],
);

/** A food truck on the Thai food-truck services page. */
export const foodTrucks = pgTable('food_trucks', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  /** The dealer store selling from it, if any. */
  store_id: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
  position: integer('position').notNull().default(0),
  ...timestamps,
});

/** Where a truck stands on a weekday (0 = Sunday, Asia/Bangkok) and its hours. */
export const foodTruckStops = pgTable(
  'food_truck_stops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    truck_id: integer('truck_id')
      .notNull()
      .references(() => foodTrucks.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    place: text('place').notNull(),
    area: text('area').notNull(),
    /** `HH:MM`. */
    opens_at: text('opens_at').notNull(),
    closes_at: text('closes_at').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('food_truck_stops_truck_weekday_key').on(t.truck_id, t.weekday),
    check('food_truck_stops_weekday_check', sql`${t.weekday} between 0 and 6`),
  ],
);

export type TruckStoreRow = typeof truckStores.$inferSelect;
export type TruckOperatorRow = typeof truckOperators.$inferSelect;
export type TruckOperatorTokenRow = typeof truckOperatorTokens.$inferSelect;
export type TruckSaleRow = typeof truckSales.$inferSelect;
export type FoodTruckRow = typeof foodTrucks.$inferSelect;
export type FoodTruckStopRow = typeof foodTruckStops.$inferSelect;
