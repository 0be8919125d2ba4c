// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';

export const MAX_REDEMPTION_QUANTITY = 10;

export const REWARD_MESSAGES = {
  notFound: 'ไม่พบของรางวัลที่ระบุ',
  redemptionNotFound: 'ไม่พบรายการแลกของรางวัลที่ระบุ',
  notEnoughPoints: 'แต้มสะสมไม่เพียงพอ',
  outOfStock: 'ของรางวัลหมดแล้ว',
  variantRequired: 'กรุณาเลือกตัวเลือกของรางวัล',
  variantNotFound: 'ไม่พบตัวเลือกของรางวัลที่ระบุ',
  rewardRequired: 'กรุณาเลือกของรางวัล',
  quantity: `จำนวนต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง ${MAX_REDEMPTION_QUANTITY}`,
} as const;

/** Reward and variant codes: short upper-case slugs, e.g. `AMULET-BAG`, safe in a URL. */
export const RewardCodeSchema = z
  .string({ error: REWARD_MESSAGES.rewardRequired })
  .check(z.trim(), z.regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/, REWARD_MESSAGES.notFound));

export const RewardVariantSchema = z.object({
  code: z.string(),
  name: z.string(),
  stock: z.number().check(z.int(), z.gte(0)),
});

/**
 * A reward members redeem with points. `stock` is the reward's own stock, or the sum of its
 * variants' stock when it has variants (then a redemption picks one of them).
 */
export const RewardSchema = z.object({
  code: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.object({ url: z.string() }),
  points: z.number().check(z.int(), z.positive()),
  stock: z.number().check(z.int(), z.gte(0)),
  variants: z.array(RewardVariantSchema),
  is_new: z.boolean(),
});

/** Spec §3 Reward redemption create. A reward without variants takes `reward_variant_code` null or none. */
export const RewardRedemptionBodySchema = z.object({
  reward_code: RewardCodeSchema,
  reward_variant_code: z.pipe(
    z.nullish(
      z
        .string({ error: REWARD_MESSAGES.variantNotFound })
        .check(z.trim(), z.maxLength(60, REWARD_MESSAGES.variantNotFound)),
    ),
    z.transform((value: string | null | undefined) => value || null),
  ),
  quantity: z
    .number({ error: REWARD_MESSAGES.quantity })
    .check(
      z.int(REWARD_MESSAGES.quantity),
      z.gte(1, REWARD_MESSAGES.quantity),
      z.lte(MAX_REDEMPTION_QUANTITY, REWARD_MESSAGES.quantity),
    ),
});

/** Spec §3 Shipment status: a redemption ships like any order. */
export const RedemptionStatusSchema = z.enum([
  'prepare_to_ship',
  'courier_received',
  'shipped',
  'received',
  'cancelled',
]);

export const RedemptionSchema = z.object({
  code: z.string(),
  reward_code: z.string(),
  reward_name: z.string(),
  reward_variant_code: z.nullable(z.string()),
  reward_variant_name: z.nullable(z.string()),
  image: z.object({ url: z.string() }),
  quantity: z.number().check(z.int(), z.gte(1)),
  /** Points of one unit when redeemed; `total_points` = points × quantity, what the balance lost. */
  points: z.number().check(z.int(), z.positive()),
  total_points: z.number().check(z.int(), z.positive()),
  status: RedemptionStatusSchema,
  /** Set once staff shipped it: a carrier code (`carriers.ts`) and its tracking number. */
  carrier: z.optional(z.nullable(z.string())),
  tracking_number: z.optional(z.nullable(z.string())),
  created_at: z.iso.datetime({ offset: true }),
});

export type RewardVariant = z.infer<typeof RewardVariantSchema>;
export type Reward = z.infer<typeof RewardSchema>;
export type RewardRedemptionBody = z.input<typeof RewardRedemptionBodySchema>;
export type RedemptionStatus = z.infer<typeof RedemptionStatusSchema>;
export type Redemption = z.infer<typeof RedemptionSchema>;
