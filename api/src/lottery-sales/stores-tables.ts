import {
  SALE_PRICE_TYPES,
  STORE_BANNER_STATUSES,
  STORE_VERIFY_STATUSES,
} from '@chokdee/shared-contract/schemas/store';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '#api/auth/auth-tables';
import { timestamps } from '#api/db/columns';

/**
 * Spec §3 Store info + Store setting: one store per dealer. The dealer is a user with the
 * `dealer` scope; the store's public reference (`/dealers/{userRef}`, x-user-ref) is that user's ref,
 * and `code` is the store code of the older `/{storeCode}` paths (x-store-code).
 */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    owner_user_id: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    cover_name: text('cover_name').notNull().default(''),
    /** Paths under the API's /static/stores, shipped in the repo (no hotlinks). */
    cover_url: text('cover_url'),
    profile_url: text('profile_url'),
    phone: text('phone'),
    facebook_link: text('facebook_link'),
    line_id: text('line_id'),
    verify_status: text('verify_status', { enum: STORE_VERIFY_STATUSES }).notNull().default('pending'),
    is_open: boolean('is_open').notNull().default(true),
    is_sold_out: boolean('is_sold_out').notNull().default(false),
    enable_random_number: boolean('enable_random_number').notNull().default(false),
    /** Where members pay (spec §3 payment.bank_name); a bank code of spec §3's list. */
    payment_bank_code: text('payment_bank_code'),
    payment_account_number: text('payment_account_number'),
    payment_account_name: text('payment_account_name'),
    /** A phone number or national id; with it the order page shows a PromptPay QR for the amount. */
    promptpay_id: text('promptpay_id'),
    facebook_pixel_code: text('facebook_pixel_code'),
    enable_facebook_pixel_code: boolean('enable_facebook_pixel_code').notNull().default(false),
    tiktok_pixel_code: text('tiktok_pixel_code'),
    enable_tiktok_pixel_code: boolean('enable_tiktok_pixel_code').notNull().default(false),
    google_analytics_code: text('google_analytics_code'),
    enable_google_analytics_code: boolean('enable_google_analytics_code').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('stores_code_key').on(t.code),
    uniqueIndex('stores_owner_user_id_key').on(t.owner_user_id),
  ],
);

/** Spec §3 user.sale_prices: price per ticket in whole baht, one row per lottery type. */
export const storeSalePrices = pgTable(
  'store_sale_prices',
  {
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    type: text('type', { enum: SALE_PRICE_TYPES }).notNull(),
    price: integer('price').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('store_sale_prices_store_type_key').on(t.store_id, t.type),
    check('store_sale_prices_price_check', sql`${t.price} > 0`),
  ],
);

/** Spec §3 banners (status, image). */
export const storeBanners = pgTable(
  'store_banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    store_id: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    image_url: text('image_url').notNull(),
    status: text('status', { enum: STORE_BANNER_STATUSES }).notNull().default('active'),
    position: integer('position').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('store_banners_store_id_idx').on(t.store_id, t.position)],
);

export type StoreRow = typeof stores.$inferSelect;
export type NewStoreRow = typeof stores.$inferInsert;
export type StoreSalePriceRow = typeof storeSalePrices.$inferSelect;
export type StoreBannerRow = typeof storeBanners.$inferSelect;
