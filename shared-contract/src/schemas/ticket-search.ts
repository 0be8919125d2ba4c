// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { SEARCH_PATTERN_HAS_DIGIT, SEARCH_PATTERN_SHAPE } from '../validation/search-pattern';
import { IsoDateSchema } from './primitives';

/**
 * A search pattern: six characters, each a digit or `_` (any digit), e.g. `__12__`, `123___`
 * (front 3), `___456` (last 3), `____56` (last 2), `123456` (the full number).
 * At least one digit must be given.
 */
export const TicketPatternSchema = z.string().check(
  z.trim(),
  z.regex(SEARCH_PATTERN_SHAPE, 'กรุณากรอกเลข 6 หลัก ใช้ _ แทนหลักที่ไม่ระบุ'),
  z.refine((pattern) => SEARCH_PATTERN_HAS_DIGIT.test(pattern), 'กรุณาระบุอย่างน้อย 1 หลัก'),
);

export const TicketSearchQuerySchema = z.object({
  pattern: TicketPatternSchema,
  /** Only this store (its store code); every store when absent. */
  store: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 60),
});

/** One number on sale in one store: how many tickets are free and the price of one. */
export const TicketOfferSchema = z.object({
  number: z.string().check(z.regex(/^\d{6}$/)),
  store_code: z.string(),
  store_name: z.string(),
  user_code: z.string(),
  available: z.number().check(z.int(), z.positive()),
  price: z.number().check(z.int(), z.positive()),
});

export const TicketSearchResultSchema = z.object({
  data: z.array(TicketOfferSchema),
  meta: z.object({
    draw_date: IsoDateSchema,
    pattern: z.string(),
    /** True when there were more matches than `limit`. */
    has_more: z.boolean(),
  }),
});

export type TicketSearchQuery = z.infer<typeof TicketSearchQuerySchema>;
export type TicketOffer = z.infer<typeof TicketOfferSchema>;
export type TicketSearchResult = z.infer<typeof TicketSearchResultSchema>;
