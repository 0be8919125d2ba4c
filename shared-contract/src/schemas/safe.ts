import { z } from 'zod';
import { PrizeTierKeySchema } from './lottery-result';
import { IsoDateSchema } from './primitives';

/** A ticket the member owns (a confirmed order), as the safe shows it. */
export const SafeTicketSchema = z.object({
  ticket_id: z.number().int(),
  number: z.string().regex(/^\d{6}$/),
  set_no: z.number().int(),
  price: z.number().int(),
  order_code: z.string(),
  store_name: z.string(),
});

/** `/orders/bag`: the safe, one group per draw, newest draw first. */
export const SafeDrawSchema = z.object({
  draw_date: IsoDateSchema,
  has_results: z.boolean(),
  tickets: z.array(SafeTicketSchema),
});

export const SafeQuerySchema = z.object({ draw_date: z.optional(IsoDateSchema) });

export const TicketWinSchema = z.object({
  ticket_id: z.number().int(),
  number: z.string().regex(/^\d{6}$/),
  set_no: z.number().int(),
  order_code: z.string(),
  draw_date: IsoDateSchema,
  /** Kernel prize tier keys (rules/prize.ts), one ticket may win several. */
  prizes: z.array(z.object({ tier: PrizeTierKeySchema, name: z.string(), amount: z.number().int() })),
  amount: z.number().int(),
});

/** `/orders/bag/win-lotteries`: wins per draw; draws without results are listed as not checked. */
export const WinHistorySchema = z.object({
  data: z.array(TicketWinSchema),
  meta: z.object({
    /** Draws the member holds tickets for, newest first, with whether they have been checked. */
    draws: z.array(
      z.object({ draw_date: IsoDateSchema, has_results: z.boolean(), ticket_count: z.number().int() }),
    ),
    total_amount: z.number().int(),
  }),
});

export type SafeTicket = z.infer<typeof SafeTicketSchema>;
export type SafeDraw = z.infer<typeof SafeDrawSchema>;
export type TicketWin = z.infer<typeof TicketWinSchema>;
export type WinHistory = z.infer<typeof WinHistorySchema>;
