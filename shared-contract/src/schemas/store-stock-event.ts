import { z } from 'zod/mini';
import { TicketNumberSchema } from './primitives';

/** A number of the store whose free tickets changed, and how many are free now. */
export const StockChangeSchema = z.object({
  number: TicketNumberSchema,
  available: z.number().check(z.int(), z.gte(0)),
});

/**
 * The `stock` event of `GET /public/bos/v1/store/{code}/stock-events` (Server-Sent Events): some
 * buyer reserved, gave back or bought tickets of this store. `reload` instead of `changes` when too
 * many numbers changed at once to list: the page reads its numbers again.
 */
export const StoreStockEventSchema = z.object({
  store_code: z.string(),
  /** Absent on a `reload` that covers every draw (the server may have missed changes). */
  draw_id: z.optional(z.number().check(z.int(), z.positive())),
  changes: z.optional(z.array(StockChangeSchema)),
  reload: z.optional(z.boolean()),
});

export type StockChange = z.infer<typeof StockChangeSchema>;
export type StoreStockEvent = z.infer<typeof StoreStockEventSchema>;
