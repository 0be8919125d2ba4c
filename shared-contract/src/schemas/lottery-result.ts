// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { IsoDateSchema, TicketNumberSchema } from './primitives';
import { PageQuerySchema } from './envelope';

const digits = (n: number) => z.string().check(z.regex(new RegExp(`^\\d{${n}}$`)));

/** One draw's complete prize table (the shape of `shared/data/thai-lottery-results.json`). */
export const LotteryResultSchema = z.object({
  draw_date: IsoDateSchema,
  /** URL slug of the draw for `/check-lottery/{slug}`: the draw date. */
  slug: z.string(),
  first: TicketNumberSchema,
  adjacent_first: z.array(TicketNumberSchema).check(z.length(2)),
  second: z.array(TicketNumberSchema).check(z.length(5)),
  third: z.array(TicketNumberSchema).check(z.length(10)),
  fourth: z.array(TicketNumberSchema).check(z.length(50)),
  fifth: z.array(TicketNumberSchema).check(z.length(100)),
  front3: z.array(digits(3)).check(z.length(2)),
  last3: z.array(digits(3)).check(z.length(2)),
  last2: digits(2),
});

export const LotteryResultListQuerySchema = z.extend(PageQuerySchema, {
  draw_date: z.optional(IsoDateSchema),
});

/** The prize tiers, in the order shown: name, amount per ticket (THB) and how many numbers. */
export const PrizeTierKeySchema = z.enum([
  'first',
  'adjacent_first',
  'second',
  'third',
  'fourth',
  'fifth',
  'front3',
  'last3',
  'last2',
]);

export const PrizeTierSchema = z.object({
  key: PrizeTierKeySchema,
  name: z.string(),
  amount: z.number().check(z.int(), z.positive()),
  count: z.number().check(z.int(), z.positive()),
  digits: z.union([z.literal(2), z.literal(3), z.literal(6)]),
});

export const LotteryResultSettingsSchema = z.object({
  prize_tiers: z.array(PrizeTierSchema),
  /** Drawn on these days of the month (Asia/Bangkok). */
  draw_days: z.array(z.number().check(z.int())),
  timezone: z.string(),
});

export type LotteryResult = z.infer<typeof LotteryResultSchema>;
export type LotteryResultListQuery = z.infer<typeof LotteryResultListQuerySchema>;
export type PrizeTierKey = z.infer<typeof PrizeTierKeySchema>;
export type PrizeTier = z.infer<typeof PrizeTierSchema>;
export type LotteryResultSettings = z.infer<typeof LotteryResultSettingsSchema>;
