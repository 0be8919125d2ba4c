// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { IsoDateSchema } from './primitives';

/** Spec §3 Lottery draw. `draw_date` is the calendar day in Asia/Bangkok; sale times are instants. */
export const LotteryDrawSchema = z.object({
  id: z.number().check(z.int()),
  draw_date: IsoDateSchema,
  sale_start_date: z.iso.datetime({ offset: true }),
  sale_end_date: z.iso.datetime({ offset: true }),
  is_sale_open: z.boolean(),
  has_results: z.boolean(),
});

export const LotteryDrawListQuerySchema = z.object({
  /** `upcoming` — draws whose results are not out yet; `past` — drawn ones; default both. */
  status: z.optional(z.enum(['upcoming', 'past'])),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(500)), 50),
});

export type LotteryDraw = z.infer<typeof LotteryDrawSchema>;
export type LotteryDrawListQuery = z.infer<typeof LotteryDrawListQuerySchema>;
