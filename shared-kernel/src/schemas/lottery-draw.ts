import { z } from 'zod';
import { IsoDateSchema } from './primitives';

/** Spec §3 Lottery draw. `draw_date` is the calendar day in Asia/Bangkok; sale times are instants. */
export const LotteryDrawSchema = z.object({
  id: z.number().int(),
  draw_date: IsoDateSchema,
  sale_start_date: z.iso.datetime({ offset: true }),
  sale_end_date: z.iso.datetime({ offset: true }),
  is_sale_open: z.boolean(),
  has_results: z.boolean(),
});

export const LotteryDrawListQuerySchema = z.object({
  /** `upcoming` — draws whose results are not out yet; `past` — drawn ones; default both. */
  status: z.enum(['upcoming', 'past']).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export type LotteryDraw = z.infer<typeof LotteryDrawSchema>;
export type LotteryDrawListQuery = z.infer<typeof LotteryDrawListQuerySchema>;
