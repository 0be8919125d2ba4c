import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import {
  cartContextSelect,
  toCartContext,
  type CartContext,
  type CartContextRow,
  type HeldTicket,
} from './carts-repository';
import { instantParam, preparedStatement, type Param } from './cart-sql';
import { stockNoticeSelect } from './stock-notice';

export interface ReleaseInLiveCartInput {
  cartId: string;
  /** The cart must belong to this member. */
  userId: number;
  number: number;
  /** Undefined gives back every ticket of the number. */
  quantity: number | undefined;
  now: Date;
}

export type ReleaseInLiveCartResult =
  /** No such cart of this member. */
  | { status: 'cart_unknown' }
  /** `live` false: closed or expired, nothing touched (`context` says which). */
  | { status: 'done'; context: CartContext; live: boolean; held: HeldTicket[] };

/**
 * DELETE /carts/{id}/items/{number} in ONE statement (it was three round trips: the cart's
 * context, `releaseNumberStatement`, then the held tickets for the answer). Only a live cart gives
 * back; the rows are chosen and re-checked under the row lock exactly as in
 * `releaseNumberStatement` (a ticket an order took meanwhile stays with the order). The answer is
 * what the cart holds in this statement's snapshot minus what it gave back; `notified` tells open
 * store pages the numbers are free again (`stock-notice.ts`).
 */
export function releaseInLiveCartStatement(p: {
  [K in keyof ReleaseInLiveCartInput]: Param<ReleaseInLiveCartInput[K]>;
}): SQL {
  const now = sql`${instantParam(p.now)}::timestamptz`;
  const cartId = sql`${p.cartId}::uuid`;
  return sql`
    WITH ctx AS (${cartContextSelect(p.cartId, p.userId)}),
    live AS (SELECT id FROM ctx WHERE closed_at IS NULL AND expires_at > ${now}),
    gone AS (
      SELECT id FROM tickets
      WHERE cart_id = (SELECT id FROM live) AND order_id IS NULL AND sold_at IS NULL AND held_until > ${now}
        AND number = ${p.number}::int
      ORDER BY set_no DESC
      LIMIT ${p.quantity ?? null}::int
      FOR UPDATE
    ),
    released AS (
      UPDATE tickets SET cart_id = NULL, held_until = NULL
      WHERE id IN (SELECT id FROM gone) AND cart_id = ${cartId} AND order_id IS NULL
      RETURNING id, number, store_id, draw_id
    ),
    notified AS (${stockNoticeSelect(sql`released`)}),
    held AS (
      SELECT number, set_no, price FROM tickets
      WHERE cart_id = (SELECT id FROM live) AND order_id IS NULL AND sold_at IS NULL AND held_until > ${now}
        AND id NOT IN (SELECT id FROM released)
    )
    SELECT ctx.*,
      EXISTS (SELECT 1 FROM live) AS cart_live,
      (SELECT json_agg(json_build_array(number, set_no, price) ORDER BY number, set_no) FROM held) AS tickets,
      (SELECT count(*)::int FROM notified) AS notices
    FROM ctx`;
}

interface Row extends CartContextRow {
  cart_live: boolean;
  tickets: [number, number, number][] | null;
}

const statement = preparedStatement<ReleaseInLiveCartInput>(
  'cart_release_in_live_cart',
  ['cartId', 'userId', 'number', 'quantity', 'now'],
  releaseInLiveCartStatement,
);

/** Runs `releaseInLiveCartStatement` and says what happened. */
export async function releaseInLiveCart(
  db: Executor,
  input: ReleaseInLiveCartInput,
): Promise<ReleaseInLiveCartResult> {
  const [row] = await statement.run<Row>(db, input);
  if (!row) return { status: 'cart_unknown' };
  const held = (row.tickets ?? []).map(([number, set_no, price]) => ({ number, set_no, price }));
  return { status: 'done', context: toCartContext(row), live: row.cart_live, held };
}
