// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { MAX_CART_TICKETS, MAX_GROUP_QUANTITY } from '../validation/cart-limits';
import { IsoDateSchema, TicketNumberSchema } from './primitives';

export { MAX_CART_TICKETS, MAX_GROUP_QUANTITY };

/** Spec §3 Lottery cart item: one number and how many tickets of it this cart holds. */
export const LotteryCartItemSchema = z.object({
  /** The item's id in `DELETE /carts/{cartId}/items/{itemId}`: the 6-digit number. */
  id: z.string(),
  number: TicketNumberSchema,
  quantity: z.number().check(z.int(), z.positive()),
  /** Price of one ticket, whole baht. */
  price: z.number().check(z.int(), z.positive()),
  total_price: z.number().check(z.int(), z.positive()),
  set_numbers: z.array(z.number().check(z.int())),
});

export const LotteryCartMetaSchema = z.object({
  id: z.uuid(),
  store_code: z.string(),
  draw_date: IsoDateSchema,
  total_quantity: z.number().check(z.int(), z.gte(0)),
  total_price: z.number().check(z.int(), z.gte(0)),
  /** When the reservation ends, and the server's now, both unix seconds: the countdown uses both. */
  expire_unix: z.number().check(z.int()),
  now_unix: z.number().check(z.int()),
  isGroup: z.boolean(),
  groupNumber: z.nullable(z.string()),
  groupQuantity: z.nullable(z.number().check(z.int())),
});

/** Every cart answer (spec §7: "Response: meta.id, data, meta"). */
export const LotteryCartResponseSchema = z.object({
  data: z.array(LotteryCartItemSchema),
  meta: LotteryCartMetaSchema,
});

export const AddCartItemBodySchema = z.object({
  number: TicketNumberSchema,
  quantity: z
    .number()
    .check(
      z.int(),
      z.gte(1, 'จำนวนต้องไม่น้อยกว่า 1'),
      z.lte(MAX_CART_TICKETS, `จำนวนต้องไม่เกิน ${MAX_CART_TICKETS}`),
    ),
});

/** A random pick (stores with enable_random_number): `quantity` tickets of different numbers. */
export const AddCartGroupBodySchema = z.object({
  quantity: z
    .number()
    .check(
      z.int(),
      z.gte(1, 'จำนวนต้องไม่น้อยกว่า 1'),
      z.lte(MAX_GROUP_QUANTITY, `จำนวนต้องไม่เกิน ${MAX_GROUP_QUANTITY}`),
    ),
  /** Optional pattern the random numbers must match, e.g. `____56`. */
  pattern: z.optional(z.string().check(z.regex(/^[0-9_]{6}$/))),
});

/** `DELETE …/items/{itemId}?quantity=n` gives back n tickets; without it, all of that number. */
export const DeleteCartItemQuerySchema = z.object({
  quantity: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(MAX_CART_TICKETS))),
});

export type LotteryCartItem = z.infer<typeof LotteryCartItemSchema>;
export type LotteryCartMeta = z.infer<typeof LotteryCartMetaSchema>;
export type LotteryCartResponse = z.infer<typeof LotteryCartResponseSchema>;
export type AddCartItemBody = z.infer<typeof AddCartItemBodySchema>;
export type AddCartGroupBody = z.infer<typeof AddCartGroupBodySchema>;
