// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { BANK_CODES } from './bank';

/** Spec §9 Sale price types; `last2` is listed by the spec but no ticket is sold as it yet. */
export const SALE_PRICE_TYPES = ['small_set', 'big_set', 'last2'] as const;
export const SalePriceTypeSchema = z.enum(SALE_PRICE_TYPES);

export const SalePriceSchema = z.object({
  type: SalePriceTypeSchema,
  price: z.number().check(z.int(), z.positive()),
});

export const STORE_VERIFY_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const ImageSchema = z.object({ url: z.string() });

export const STORE_BANNER_STATUSES = ['active', 'inactive'] as const;

/** Spec §3 Store info: what a store page shows (`GET /public/bos/v1/store[/{code}]`). */
export const StoreInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  cover: z.object({ name: z.string(), url: z.nullable(z.string()) }),
  profile: z.nullable(ImageSchema),
  banners: z.array(
    z.object({ id: z.number().check(z.int()), status: z.enum(STORE_BANNER_STATUSES), image: ImageSchema }),
  ),
  user: z.object({
    /** The dealer's public reference: `/dealers/{code}`, header x-user-ref. */
    code: z.string(),
    phone: z.nullable(z.string()),
    facebook_link: z.nullable(z.string()),
    line_id: z.nullable(z.string()),
    sale_prices: z.array(SalePriceSchema),
    verify_status: z.enum(STORE_VERIFY_STATUSES),
    avatar: z.nullable(ImageSchema),
  }),
  setting: z.object({ is_sold_out: z.boolean(), enable_random_number: z.boolean() }),
  /** Open for sale now: the store's switch and the current draw's sale window together. */
  is_store_open: z.boolean(),
  payment: z.object({
    bank_name: z.nullable(z.enum(BANK_CODES)),
    account_number: z.nullable(z.string()),
    account_name: z.nullable(z.string()),
    promptpay_id: z.nullable(z.string()),
  }),
  /** Tickets still free in the current draw. */
  available_count: z.number().check(z.int(), z.gte(0)),
});

/** Spec §3 Store setting (pixels). */
export const StorePixelSettingSchema = z.object({
  facebook_pixel_code: z.nullable(z.string()),
  enable_facebook_pixel_code: z.boolean(),
  tiktok_pixel_code: z.nullable(z.string()),
  enable_tiktok_pixel_code: z.boolean(),
  google_analytics_code: z.nullable(z.string()),
  enable_google_analytics_code: z.boolean(),
});

/** One row of `/dealers`: enough to choose a store. */
export const StoreSummarySchema = z.object({
  code: z.string(),
  user_code: z.string(),
  name: z.string(),
  description: z.string(),
  profile: z.nullable(ImageSchema),
  verify_status: z.enum(STORE_VERIFY_STATUSES),
  sale_prices: z.array(SalePriceSchema),
  is_store_open: z.boolean(),
  is_sold_out: z.boolean(),
  available_count: z.number().check(z.int(), z.gte(0)),
});

export const StoreListQuerySchema = z.object({
  /** Part of the store name, code or dealer reference. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  verified: z.optional(z.enum(['true', 'false'])),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});

export type SalePriceType = z.infer<typeof SalePriceTypeSchema>;
export type SalePrice = z.infer<typeof SalePriceSchema>;
export type StoreInfo = z.infer<typeof StoreInfoSchema>;
export type StorePixelSetting = z.infer<typeof StorePixelSettingSchema>;
export type StoreSummary = z.infer<typeof StoreSummarySchema>;
export type StoreListQuery = z.infer<typeof StoreListQuerySchema>;
