import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '#api/db/client';
import { carts, type CartRow } from './inventory-tables';
import type { StoreRow } from './stores-tables';
import { queryPrepared, queryRows, toDate, type Param } from './cart-sql';

/** What every call on an existing cart needs to decide: the cart, its store and its draw. */
export interface CartContext {
  cart: Pick<CartRow, 'id' | 'expires_at' | 'closed_at' | 'is_group' | 'group_quantity'>;
  store: Pick<StoreRow, 'id' | 'code' | 'is_open' | 'is_sold_out' | 'enable_random_number'>;
  draw: { id: number; draw_date: string; sale_start_at: Date; sale_end_at: Date; is_sale_open: boolean };
}

export interface CartContextRow {
  id: string;
  expires_at: Date | string;
  closed_at: Date | string | null;
  is_group: boolean;
  group_quantity: number | null;
  store_id: number;
  store_code: string;
  is_open: boolean;
  is_sold_out: boolean;
  enable_random_number: boolean;
  draw_id: number;
  draw_date: string;
  sale_start_at: Date | string;
  sale_end_at: Date | string;
  is_sale_open: boolean;
}

/**
 * The member's cart with its store and draw, in one query that every cart call runs first (so a
 * prepared statement, see `queryPrepared`); another member's cart is not found.
 */
export async function findCartContext(
  db: Executor,
  cartId: string,
  userId: number,
): Promise<CartContext | undefined> {
  const [row] = await queryPrepared<CartContextRow>(db, 'cart_context', cartContextSelect(cartId, userId));
  return row && toCartContext(row);
}

/** The SELECT behind `findCartContext` (the reservation statement runs it as one of its parts). */
export function cartContextSelect(cartId: Param<string>, userId: Param<number>): SQL {
  return sql`
      SELECT c.id, c.expires_at, c.closed_at, c.is_group, c.group_quantity,
        s.id AS store_id, s.code AS store_code, s.is_open, s.is_sold_out, s.enable_random_number,
        d.id AS draw_id, d.draw_date::text AS draw_date, d.sale_start_at, d.sale_end_at, d.is_sale_open
      FROM carts c
      JOIN stores s ON s.id = c.store_id
      JOIN lottery_draws d ON d.id = c.draw_id
      WHERE c.id = ${cartId}::uuid AND c.user_id = ${userId}::int`;
}

/** A `cart_context`-shaped row (also answered by the reservation statement) as a `CartContext`. */
export function toCartContext(row: CartContextRow): CartContext {
  return {
    cart: {
      id: row.id,
      expires_at: toDate(row.expires_at),
      closed_at: toDate(row.closed_at),
      is_group: row.is_group,
      group_quantity: row.group_quantity,
    },
    store: {
      id: row.store_id,
      code: row.store_code,
      is_open: row.is_open,
      is_sold_out: row.is_sold_out,
      enable_random_number: row.enable_random_number,
    },
    draw: {
      id: row.draw_id,
      draw_date: row.draw_date,
      sale_start_at: toDate(row.sale_start_at),
      sale_end_at: toDate(row.sale_end_at),
      is_sale_open: row.is_sale_open,
    },
  };
}

export type OpenedCart = Pick<CartRow, 'id' | 'expires_at' | 'is_group' | 'group_quantity'>;

/**
 * The member's live cart in this store for this draw, or a new one held until `expiresAt` (fixed:
 * adding tickets never extends it). Open carts that have expired, or belong to another draw, are
 * closed on the way; their tickets are already free, because time passed. A transaction-scoped
 * advisory lock on (member, store), taken before the statement's snapshot, makes two simultaneous
 * creates end with one cart.
 */
export async function openCart(
  db: Database,
  input: { userId: number; storeId: number; drawId: number; now: Date; expiresAt: Date },
): Promise<{ cart: OpenedCart; created: boolean }> {
  const { userId, storeId, drawId } = input;
  const now = sql`${input.now.toISOString()}::timestamptz`;
  const mine = sql`user_id = ${userId}::int AND store_id = ${storeId}::int AND closed_at IS NULL`;
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${userId}::int, ${storeId}::int)`);
    const [row] = await queryRows<OpenedCart & { expires_at: Date | string; created: boolean }>(
      tx,
      sql`
        WITH closed AS (
          UPDATE carts SET closed_at = ${now}, updated_at = ${now}
          WHERE ${mine} AND (expires_at <= ${now} OR draw_id <> ${drawId}::int)
          RETURNING id
        ),
        live AS (
          SELECT id, expires_at, is_group, group_quantity FROM carts
          WHERE ${mine} AND draw_id = ${drawId}::int AND expires_at > ${now}
          ORDER BY created_at LIMIT 1
        ),
        made AS (
          INSERT INTO carts (user_id, store_id, draw_id, expires_at, created_at, updated_at)
          SELECT ${userId}::int, ${storeId}::int, ${drawId}::int, ${input.expiresAt.toISOString()}::timestamptz,
            ${now}, ${now}
          WHERE NOT EXISTS (SELECT 1 FROM live)
          RETURNING id, expires_at, is_group, group_quantity
        )
        SELECT *, false AS created FROM live UNION ALL SELECT *, true FROM made`,
    );
    if (!row) throw new Error('opening a cart returned no row');
    const { created, ...cart } = row;
    return { cart: { ...cart, expires_at: new Date(cart.expires_at) }, created };
  });
}

export interface HeldTicket {
  number: number;
  set_no: number;
  price: number;
}

/** The tickets the cart holds at `now`, by number then set. */
export async function listHeldTickets(db: Executor, cartId: string, now: Date): Promise<HeldTicket[]> {
  return queryPrepared<HeldTicket>(
    db,
    'cart_held_tickets',
    sql`
      SELECT number, set_no, price FROM tickets
      WHERE cart_id = ${cartId}::uuid AND order_id IS NULL AND sold_at IS NULL
        AND held_until > ${now.toISOString()}::timestamptz
      ORDER BY number, set_no`,
  );
}

/** A chosen number added to a random-pick cart makes it an ordinary cart again. */
export async function clearGroupMode(db: Executor, cartId: string, now: Date): Promise<void> {
  await db
    .update(carts)
    .set({ is_group: false, group_quantity: null, updated_at: now })
    .where(and(eq(carts.id, cartId), eq(carts.is_group, true)));
}
