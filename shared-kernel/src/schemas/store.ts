import { z } from 'zod';
import { BANK_CODES } from './bank';

/** Spec §9 Sale price types; `last2` is listed by the spec but no ticket is sold as it yet. */
export const SALE_PRICE_TYPES = ['small_set', 'big_set', 'last2'] as const;
export const SalePriceTypeSchema = z.enum(SALE_PRICE_TYPES);

export const SalePriceSchema = z.object({ type: SalePriceTypeSchema, price: z.number().int().positive() });

export const STORE_VERIFY_STATUSES = ['pending', 'approved', 'rejected'] as const;

export const ImageSchema = z.object({ url: z.string() });

/** Spec §3 Store info: what a store page shows (`GET /public/bos/v1/store[/{code}]`). */
export const StoreInfoSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  cover: z.object({ name: z.string(), url: z.string().nullable() }),
  profile: ImageSchema.nullable(),
  banners: z.array(
    z.object({ id: z.number().int(), status: z.enum(['active', 'inactive']), image: ImageSchema }),
  ),
  user: z.object({
    /** The dealer's public reference: `/dealers/{code}`, header x-user-ref. */
    code: z.string(),
    phone: z.string().nullable(),
    facebook_link: z.string().nullable(),
    line_id: z.string().nullable(),
    sale_prices: z.array(SalePriceSchema),
    verify_status: z.enum(STORE_VERIFY_STATUSES),
    avatar: ImageSchema.nullable(),
  }),
  setting: z.object({ is_sold_out: z.boolean(), enable_random_number: z.boolean() }),
  /** Open for sale now: the store's switch and the current draw's sale window together. */
  is_store_open: z.boolean(),
  payment: z.object({
    bank_name: z.enum(BANK_CODES).nullable(),
    account_number: z.string().nullable(),
    account_name: z.string().nullable(),
    promptpay_id: z.string().nullable(),
  }),
  /** Tickets still free in the current draw. */
  available_count: z.number().int().min(0),
});

/** Spec §3 Store setting (pixels). */
export const StorePixelSettingSchema = z.object({
  facebook_pixel_code: z.string().nullable(),
  enable_facebook_pixel_code: z.boolean(),
  tiktok_pixel_code: z.string().nullable(),
  enable_tiktok_pixel_code: z.boolean(),
  google_analytics_code: z.string().nullable(),
  enable_google_analytics_code: z.boolean(),
});

/** One row of `/dealers`: enough to choose a store. */
export const StoreSummarySchema = z.object({
  code: z.string(),
  user_code: z.string(),
  name: z.string(),
  description: z.string(),
  profile: ImageSchema.nullable(),
  verify_status: z.enum(STORE_VERIFY_STATUSES),
  sale_prices: z.array(SalePriceSchema),
  is_store_open: z.boolean(),
  is_sold_out: z.boolean(),
  available_count: z.number().int().min(0),
});

export const StoreListQuerySchema = z.object({
  /** Part of the store name, code or dealer reference. */
  q: z.string().trim().max(50).optional(),
  verified: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(20),
});

export type SalePriceType = z.infer<typeof SalePriceTypeSchema>;
export type SalePrice = z.infer<typeof SalePriceSchema>;
export type StoreInfo = z.infer<typeof StoreInfoSchema>;
export type StorePixelSetting = z.infer<typeof StorePixelSettingSchema>;
export type StoreSummary = z.infer<typeof StoreSummarySchema>;
export type StoreListQuery = z.infer<typeof StoreListQuerySchema>;
