import { ORDER_CHANNELS, ORDER_STATUSES } from '@chokdee/shared-contract/schemas/order';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '#api/auth/auth-tables';
import { instant, timestamps } from '#api/db/columns';
import { lotteryDraws } from '#api/results/results-tables';
import { stores } from './stores-tables';

/**
 * One row per physical ticket (DESIGN §4). A ticket is free when it is not sold and nobody holds
 * it: `sold_at IS NULL AND (held_until IS NULL OR held_until <= now)`. A cart or an unpaid order
 * holds it by setting `held_until`; when that passes, the ticket is free again with no timer.
 * `number` is the 6-digit number as an integer (0–999999): a pattern becomes ranges and digit
 * tests on an int, and the API pads it back to six digits.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    draw_id: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id, { onDelete: 'cascade' }),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** The set (งวด ชุดที่) printed on the ticket; with the number it names the physical ticket. */
    set_no: smallint('set_no').notNull(),
    /** Whole baht. */
    price: integer('price').notNull(),
    /** The live cart holding it (meaningful only while `held_until` is in the future). */
    cart_id: uuid('cart_id'),
    /** The order holding or owning it. */
    order_id: integer('order_id'),
    held_until: instant('held_until'),
    sold_at: instant('sold_at'),
  },
  (t) => [
    check('tickets_number_check', sql`${t.number} between 0 and 999999`),
    // Search across stores and the reservation statement: unsold tickets of a draw by number.
    index('tickets_unsold_draw_number_idx')
      .on(t.draw_id, t.number)
      .where(sql`${t.sold_at} is null`),
    // Search inside one store.
    index('tickets_unsold_draw_store_number_idx')
      .on(t.draw_id, t.store_id, t.number)
      .where(sql`${t.sold_at} is null`),
    index('tickets_cart_id_idx')
      .on(t.cart_id)
      .where(sql`${t.cart_id} is not null`),
    index('tickets_order_id_idx')
      .on(t.order_id)
      .where(sql`${t.order_id} is not null`),
  ],
);

/**
 * Spec §3 Lottery cart: a member's reservation in one store for one draw. `expires_at` is fixed
 * at creation (the configurable window, default 15 minutes); every ticket added is held until then.
 * `closed_at` is set when the cart is ordered or deleted.
 */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    draw_id: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id, { onDelete: 'cascade' }),
    is_group: boolean('is_group').notNull().default(false),
    group_quantity: integer('group_quantity'),
    expires_at: instant('expires_at').notNull(),
    closed_at: instant('closed_at'),
    ...timestamps,
  },
  (t) => [index('carts_user_store_idx').on(t.user_id, t.store_id, t.expires_at)],
);

/** Spec §3 Order: a cart turned into a purchase, paid by a bank-transfer slip. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    draw_id: integer('draw_id')
      .notNull()
      .references(() => lotteryDraws.id, { onDelete: 'cascade' }),
    /** One order per cart: a double submit finds the first order instead of making a second. */
    cart_id: uuid('cart_id').notNull(),
    idempotency_key: text('idempotency_key'),
    channel: text('channel', { enum: ORDER_CHANNELS }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    member_name: text('member_name').notNull(),
    address_id: integer('address_id'),
    ticket_count: integer('ticket_count').notNull(),
    /** Whole baht. */
    total_amount: integer('total_amount').notNull(),
    /** An unpaid order's tickets are held until then; after it the order reads as `timeout`. */
    pay_before: instant('pay_before').notNull(),
    payment_channel: text('payment_channel'),
    /** Server-made file name under the private slips folder; never a client path. */
    slip_file: text('slip_file'),
    slip_mime: text('slip_mime'),
    slip_uploaded_at: instant('slip_uploaded_at'),
    confirmed_at: instant('confirmed_at'),
    /** Why the dealer turned the last slip down (shown to the member, who can upload again). */
    rejected_reason: text('rejected_reason'),
    cancelled_at: instant('cancelled_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_code_key').on(t.code),
    uniqueIndex('orders_cart_id_key').on(t.cart_id),
    uniqueIndex('orders_user_idempotency_key').on(t.user_id, t.idempotency_key),
    index('orders_user_id_idx').on(t.user_id, t.id),
    index('orders_store_status_idx').on(t.store_id, t.status),
  ],
);

/** What an order bought, kept even after a timed-out order's tickets go to someone else. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    order_id: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ticket_id: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    set_no: smallint('set_no').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.order_id),
    index('order_items_ticket_id_idx').on(t.ticket_id),
  ],
);

export type TicketRow = typeof tickets.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
