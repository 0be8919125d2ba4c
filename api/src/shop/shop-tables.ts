import { DISCOUNT_TYPES } from '@chokdee/shared-contract/schemas/shop';
import { CARRIERS } from '@chokdee/shared-contract/schemas/carriers';
import { SHOP_FULFILMENTS } from '@chokdee/shared-contract/schemas/shop-admin';
import { ORDER_STATUSES } from '@chokdee/shared-contract/schemas/order';
import { SHIPMENT_STATUSES } from '@chokdee/shared-contract/schemas/shipment';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '#api/auth/auth-tables';
import { instant, timestamps } from '#api/db/columns';

/** The amulet shop. Money is whole baht. */

/** A dealer's shop in the e-commerce mode (`/ecommerce/dealers`). */
export const shopShops = pgTable(
  'shop_shops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    logo_file: text('logo_file').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('shop_shops_code_key').on(t.code)],
);

export const shopCategories = pgTable(
  'shop_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('shop_categories_code_key').on(t.code)],
);

/**
 * A product with one variant group (`group_name`, e.g. วัสดุ) and optionally a sub-group
 * (`sub_group_name`, e.g. ขนาด). The discount applies to every variant's unit price (spec §5).
 */
export const shopProducts = pgTable(
  'shop_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    shop_id: integer('shop_id')
      .notNull()
      .references(() => shopShops.id, { onDelete: 'cascade' }),
    category_id: integer('category_id')
      .notNull()
      .references(() => shopCategories.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    image_file: text('image_file').notNull(),
    group_name: text('group_name').notNull(),
    sub_group_name: text('sub_group_name'),
    discount_type: text('discount_type', { enum: DISCOUNT_TYPES }),
    discount_amount: integer('discount_amount').notNull().default(0),
    /** Amulets get a certificate per piece sold. */
    is_amulet: boolean('is_amulet').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shop_products_code_key').on(t.code),
    index('shop_products_shop_idx').on(t.shop_id, t.id),
    check('shop_products_discount_check', sql`${t.discount_amount} >= 0`),
  ],
);

/**
 * One buyable combination (material × size) with its own price and stock. `stock` is what is left
 * to sell: taken by one conditional UPDATE (`stock >= qty`); the CHECK is the last line against
 * selling twice. Staff may give one variant its own discount, for a span of Bangkok days, which
 * takes the place of the product's; `version` rises with each staff edit so two staff editing the
 * same variant cannot overwrite each other unseen (a purchase taking stock leaves it alone).
 */
export const shopVariants = pgTable(
  'shop_variants',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    product_id: integer('product_id')
      .notNull()
      .references(() => shopProducts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sub_name: text('sub_name'),
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    sort: integer('sort').notNull().default(0),
    discount_type: text('discount_type', { enum: DISCOUNT_TYPES }),
    discount_amount: integer('discount_amount').notNull().default(0),
    /** First and last Bangkok day of the discount (both included); null is open-ended. */
    discount_starts_on: date('discount_starts_on', { mode: 'string' }),
    discount_ends_on: date('discount_ends_on', { mode: 'string' }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('shop_variants_stock_check', sql`${t.stock} >= 0`),
    check('shop_variants_price_check', sql`${t.price} >= 0`),
    check('shop_variants_discount_check', sql`${t.discount_amount} >= 0`),
    check(
      'shop_variants_discount_days_check',
      sql`${t.discount_ends_on} IS NULL OR ${t.discount_starts_on} IS NULL OR ${t.discount_ends_on} >= ${t.discount_starts_on}`,
    ),
    index('shop_variants_product_idx').on(t.product_id, t.sort),
  ],
);

/** Spec §3 E-commerce cart: a member's basket; closed when it becomes a purchase. */
export const shopCarts = pgTable(
  'shop_carts',
  {
    key: uuid('key').primaryKey().defaultRandom(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    closed_at: instant('closed_at'),
    ...timestamps,
  },
  (t) => [index('shop_carts_user_idx').on(t.user_id)],
);

/** One line per variant: adding the same variant again adds to its quantity (spec §4). */
export const shopCartItems = pgTable(
  'shop_cart_items',
  {
    key: uuid('key').primaryKey().defaultRandom(),
    cart_key: uuid('cart_key')
      .notNull()
      .references(() => shopCarts.key, { onDelete: 'cascade' }),
    variant_id: integer('variant_id')
      .notNull()
      .references(() => shopVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shop_cart_items_cart_variant_key').on(t.cart_key, t.variant_id),
    check('shop_cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
  ],
);

/**
 * A cart turned into an order. Its stock is taken at creation and given back once (`stock_returned_at`)
 * on cancel or when `pay_before` passes unpaid. One purchase per cart and per idempotency key.
 */
export const shopPurchases = pgTable(
  'shop_purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cart_key: uuid('cart_key').notNull(),
    idempotency_key: text('idempotency_key'),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    member_name: text('member_name').notNull(),
    /** The delivery address as it was when ordered (a later edit must not move a parcel). */
    recipient: text('recipient').notNull(),
    tel: text('tel').notNull(),
    address: text('address').notNull(),
    sub_district: text('sub_district').notNull(),
    district: text('district').notNull(),
    province: text('province').notNull(),
    zip_code: text('zip_code').notNull(),
    total_quantity: integer('total_quantity').notNull(),
    total_amount: integer('total_amount').notNull(),
    original_total_amount: integer('original_total_amount').notNull(),
    pay_before: instant('pay_before').notNull(),
    payment_channel: text('payment_channel'),
    slip_file: text('slip_file'),
    slip_mime: text('slip_mime'),
    slip_uploaded_at: instant('slip_uploaded_at'),
    confirmed_at: instant('confirmed_at'),
    /** The shop's step once paid (`ordered`): paid → packing → shipped → received. */
    fulfilment: text('fulfilment', { enum: SHOP_FULFILMENTS }),
    /** Why staff refused the slip or cancelled, as the buyer reads it. */
    staff_reason: text('staff_reason'),
    cancelled_at: instant('cancelled_at'),
    stock_returned_at: instant('stock_returned_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('shop_purchases_code_key').on(t.code),
    uniqueIndex('shop_purchases_cart_key').on(t.cart_key),
    uniqueIndex('shop_purchases_user_idempotency_key').on(t.user_id, t.idempotency_key),
    index('shop_purchases_user_idx').on(t.user_id, t.id),
    // The back office pages one stage (status + fulfilment) newest first.
    index('shop_purchases_stage_idx').on(t.status, t.fulfilment, t.id),
    index('shop_purchases_unpaid_idx')
      .on(t.pay_before)
      .where(sql`${t.status} = 'reserved'`),
  ],
);

/** A purchased line, with the names and prices as they were sold. */
export const shopPurchaseItems = pgTable(
  'shop_purchase_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchase_id: integer('purchase_id')
      .notNull()
      .references(() => shopPurchases.id, { onDelete: 'cascade' }),
    variant_id: integer('variant_id')
      .notNull()
      .references(() => shopVariants.id),
    product_id: integer('product_id')
      .notNull()
      .references(() => shopProducts.id),
    shop_id: integer('shop_id')
      .notNull()
      .references(() => shopShops.id),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    original_price: integer('original_price').notNull(),
  },
  (t) => [index('shop_purchase_items_purchase_idx').on(t.purchase_id)],
);

/** One parcel per shop of a paid purchase (spec §3 Shipment status). */
export const shopShipments = pgTable(
  'shop_shipments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchase_id: integer('purchase_id')
      .notNull()
      .references(() => shopPurchases.id, { onDelete: 'cascade' }),
    shop_id: integer('shop_id')
      .notNull()
      .references(() => shopShops.id),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    tracking_no: text('tracking_no'),
    carrier: text('carrier', { enum: CARRIERS }),
    ...timestamps,
  },
  (t) => [uniqueIndex('shop_shipments_purchase_shop_key').on(t.purchase_id, t.shop_id)],
);

export const shopShipmentLogs = pgTable(
  'shop_shipment_logs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipment_id: integer('shipment_id')
      .notNull()
      .references(() => shopShipments.id, { onDelete: 'cascade' }),
    status: text('status', { enum: SHIPMENT_STATUSES }).notNull(),
    at: instant('at').notNull(),
  },
  (t) => [index('shop_shipment_logs_shipment_idx').on(t.shipment_id, t.id)],
);

/**
 * One certificate per amulet piece sold, made when the payment is confirmed. The code is the only
 * key the public knows (80 random bits); the buyer is reachable only through the purchase.
 */
export const shopCertificates = pgTable(
  'shop_certificates',
  {
    code: text('code').primaryKey(),
    purchase_item_id: integer('purchase_item_id')
      .notNull()
      .references(() => shopPurchaseItems.id, { onDelete: 'cascade' }),
    piece_no: integer('piece_no').notNull(),
    sold_at: instant('sold_at').notNull(),
  },
  (t) => [uniqueIndex('shop_certificates_item_piece_key').on(t.purchase_item_id, t.piece_no)],
);

export type ShopPurchaseRow = typeof shopPurchases.$inferSelect;
