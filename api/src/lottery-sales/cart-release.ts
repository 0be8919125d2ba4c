import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '#api/db/client';
import { instantParam, queryPrepared, queryRows, type Param } from './cart-sql';
import { stockNoticeSelect } from './stock-notice';

export interface ReleaseNumberInput {
  cartId: string;
  number: number;
  /** Undefined gives back every ticket of the number. */
  quantity: number | undefined;
  now: Date;
}

/**
 * Gives back `quantity` tickets of one number (all of them when undefined), the highest set
 * numbers first, as one statement. Only tickets this cart still holds are touched: `cart_id = $cart
 * AND order_id IS NULL` is checked again after the row lock, so a ticket an order took meanwhile
 * stays with the order. Exported as SQL so bench/ can run the same text under pgbench.
 */
export function releaseNumberStatement(p: {
  [K in keyof ReleaseNumberInput]: Param<ReleaseNumberInput[K]>;
}): SQL {
  const now = sql`${instantParam(p.now)}::timestamptz`;
  const cartId = sql`${p.cartId}::uuid`;
  return sql`
    WITH gone AS (
      SELECT id FROM tickets
      WHERE cart_id = ${cartId} AND order_id IS NULL AND sold_at IS NULL AND held_until > ${now}
        AND number = ${p.number}::int
      ORDER BY set_no DESC
      LIMIT ${p.quantity ?? null}::int
      FOR UPDATE
    )
    , released AS (
      UPDATE tickets SET cart_id = NULL, held_until = NULL
      WHERE id IN (SELECT id FROM gone) AND cart_id = ${cartId} AND order_id IS NULL
      RETURNING id, number, store_id, draw_id
    ),
    notified AS (${stockNoticeSelect(sql`released`)})
    SELECT id, (SELECT count(*) FROM notified) AS notices FROM released`;
}

/** Runs `releaseNumberStatement`; how many tickets were given back. */
export async function releaseNumber(db: Executor, input: ReleaseNumberInput): Promise<number> {
  return (await queryPrepared<{ id: unknown }>(db, 'cart_release_number', releaseNumberStatement(input)))
    .length;
}

/**
 * Deletes the member's cart: closes it, then gives back every ticket it still holds. Two statements
 * in one transaction on purpose: closing waits for a reservation into this cart that is under way
 * (it share-locks the cart row), and the release, with a snapshot taken after that, sees what it
 * reserved. False when the cart is not the member's open cart.
 */
export async function closeCartAndRelease(
  db: Database,
  input: { cartId: string; userId: number; now: Date },
): Promise<boolean> {
  const now = sql`${instantParam(input.now)}::timestamptz`;
  const cartId = sql`${input.cartId}::uuid`;
  return db.transaction(async (tx) => {
    const closed = await queryRows<{ id: string }>(
      tx,
      sql`
        UPDATE carts SET closed_at = ${now}, updated_at = ${now}
        WHERE id = ${cartId} AND user_id = ${input.userId}::int AND closed_at IS NULL
        RETURNING id`,
    );
    if (closed.length === 0) return false;
    await tx.execute(sql`
      WITH released AS (
        UPDATE tickets SET cart_id = NULL, held_until = NULL
        WHERE cart_id = ${cartId} AND order_id IS NULL AND sold_at IS NULL
        RETURNING number, store_id, draw_id
      )
      ${stockNoticeSelect(sql`released`)}`);
    return true;
  });
}
