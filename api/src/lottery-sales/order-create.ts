import type { CreateOrderBody } from '@chokdee/shared-contract/schemas/order';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '#api/db/client';
import { orders, type OrderItemRow } from './inventory-tables';
import { HttpError } from '#api/lib/http-error';
import { newOrderCode } from './order-code';
import { ORDER_MESSAGES } from './order-messages';
import { instantParam, pipelinedTransaction, preparedStatement, step, type Param } from './cart-sql';
import { orderViewFromJson, type OrderViewJson, type OrderViewRow } from './orders-repository';

export interface CreateOrderInput {
  userId: number;
  body: CreateOrderBody;
  /** The `Idempotency-Key` header: the same key from the same member always means the same order. */
  idempotencyKey: string | undefined;
  now: Date;
  /** How long the order holds its tickets for the money to arrive. */
  paymentSeconds: number;
}

export interface CreateOrderResult {
  orderId: number;
  /** False when this was a repeat (same cart or same key): the first order is answered again. */
  created: boolean;
  /** The items of a new order (a repeat's are read with it). */
  items?: OrderItemRow[];
  /** A new order as its views need it, read by the same statement that wrote it. */
  view?: OrderViewRow;
}

const fail = (status: number, message: string, field?: string) =>
  new HttpError(status, message, field ? [{ field, message }] : []);

async function findRepeat(db: Executor, userId: number, cartId: string, key: string | undefined) {
  const [byCart] = await db.select({ id: orders.id }).from(orders).where(eq(orders.cart_id, cartId));
  if (byCart) return byCart.id;
  if (key === undefined) return undefined;
  const [byKey] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.user_id, userId), eq(orders.idempotency_key, key)));
  return byKey?.id;
}

export interface CreateStatementInput {
  cartId: string;
  userId: number;
  addressId: number | null;
  key: string | null;
  code: string;
  channel: string;
  memberName: string;
  now: Date;
  payBefore: Date;
}

export type CreateStatementParams = { [K in keyof CreateStatementInput]: Param<CreateStatementInput[K]> };

/** The first statement of an order's transaction (exported as SQL so bench/ runs the same text under pgbench). */
export function lockCartStatement(p: { cartId: Param<string> }): SQL {
  return sql`SELECT id FROM carts WHERE id = ${p.cartId}::uuid FOR UPDATE`;
}

/**
 * The order creation after `lockCart`, as ONE statement: before, a transaction of six round trips
 * built by drizzle on every call was most of the API's CPU under bench/order-throughput.ts (writev
 * 29%, drizzle's sqlToQuery 11%, GC 10%); now BEGIN, `lockCart`, this, COMMIT, all prepared and
 * written together (`pipelinedTransaction`): one round trip.
 * The lock is its own statement on purpose: a reservation into this cart that held the cart row
 * (share lock) when we asked is committed by then, and this statement's snapshot, taken after the
 * lock, sees its tickets and moves them to the order too.
 * - `cart` is the member's cart row, locked already (two submits of one cart queue, and the
 *   second sees the row as the first left it: closed, so it makes nothing);
 * - `held` locks the tickets the live cart still holds (re-checked after the lock), only when the
 *   cart is live and the address (if any) is the member's;
 * - `ins` writes the order (`ON CONFLICT DO NOTHING`: the unique cart, code and key indexes settle
 *   any race, never a second order); `moved`, `items` and `closed` then move the tickets to it,
 *   write its items from exactly the rows moved and close the cart;
 * - `view` is the new order with its draw, store and buyer (what `findOrderViewById` reads), so
 *   the answer needs no further round trip.
 * - `key_order` and `cart_order` are the member's order with this Idempotency-Key and the order
 *   this cart already became, if any: a repeat is answered from this same round trip (they were
 *   two more queries, one before the transaction whenever a key was sent); a key already used
 *   makes no new order.
 * The flags say why nothing was made, for `createOrderFromCart` to answer as before.
 * Exported as SQL so bench/order-throughput.ts runs the same text under pgbench (its ceiling).
 */
export function createOrderStatement(p: CreateStatementParams): SQL {
  const now = sql`${instantParam(p.now)}::timestamptz`;
  return sql`
    WITH cart AS (
      SELECT id, store_id, draw_id, closed_at, expires_at FROM carts
      WHERE id = ${p.cartId}::uuid AND user_id = ${p.userId}::int
    ),
    key_order AS (
      SELECT id FROM orders
      WHERE ${p.key}::text IS NOT NULL AND user_id = ${p.userId}::int AND idempotency_key = ${p.key}::text
    ),
    cart_order AS (
      SELECT id FROM orders WHERE cart_id = (SELECT id FROM cart)
    ),
    address_ok AS (
      SELECT ${p.addressId}::int IS NULL OR EXISTS (
        SELECT 1 FROM addresses WHERE id = ${p.addressId}::int AND user_id = ${p.userId}::int
      ) AS ok
    ),
    live AS (
      SELECT * FROM cart WHERE closed_at IS NULL AND expires_at > ${now} AND (SELECT ok FROM address_ok)
    ),
    held AS (
      SELECT t.id, t.number, t.set_no, t.price FROM tickets t JOIN live ON t.cart_id = live.id
      WHERE t.held_until > ${now} AND t.sold_at IS NULL
      ORDER BY t.number, t.set_no
      FOR UPDATE OF t
    ),
    ins AS (
      INSERT INTO orders (code, user_id, store_id, draw_id, cart_id, idempotency_key, channel, status,
        member_name, address_id, ticket_count, total_amount, pay_before, created_at, updated_at)
      SELECT ${p.code}::text, ${p.userId}::int, live.store_id, live.draw_id, live.id, ${p.key}::text,
        ${p.channel}::text, 'reserved', ${p.memberName}::text, ${p.addressId}::int,
        (SELECT count(*) FROM held), (SELECT coalesce(sum(price), 0) FROM held),
        ${instantParam(p.payBefore)}::timestamptz, ${now}, ${now}
      FROM live WHERE EXISTS (SELECT 1 FROM held) AND NOT EXISTS (SELECT 1 FROM key_order)
      ON CONFLICT DO NOTHING
      RETURNING *
    ),
    moved AS (
      UPDATE tickets SET order_id = (SELECT id FROM ins), cart_id = NULL,
        held_until = ${instantParam(p.payBefore)}::timestamptz
      WHERE id IN (SELECT id FROM held) AND EXISTS (SELECT 1 FROM ins)
      RETURNING id, number, set_no, price
    ),
    items AS (
      INSERT INTO order_items (order_id, ticket_id, number, set_no, price)
      SELECT (SELECT id FROM ins), id, number, set_no, price FROM moved
      RETURNING id, ticket_id, number, set_no, price
    ),
    closed AS (
      UPDATE carts SET closed_at = ${now}, updated_at = ${now}
      WHERE id = (SELECT id FROM live) AND EXISTS (SELECT 1 FROM ins)
    )
    SELECT
      EXISTS (SELECT 1 FROM cart) AS cart_found,
      (SELECT closed_at IS NOT NULL FROM cart) AS cart_closed,
      (SELECT expires_at <= ${now} FROM cart) AS cart_expired,
      (SELECT ok FROM address_ok) AS address_ok,
      (SELECT count(*)::int FROM held) AS held,
      (SELECT id FROM ins) AS order_id,
      (SELECT id FROM key_order) AS key_order_id,
      (SELECT id FROM cart_order) AS cart_order_id,
      (SELECT json_agg(json_build_array(id, ticket_id, number, set_no, price) ORDER BY number, set_no)
        FROM items) AS items,
      (SELECT json_build_object(
          'order', row_to_json(ins),
          'draw_date', d.draw_date,
          'store', json_build_object('code', s.code, 'name', s.name, 'user_code', dealer.ref,
            'payment_bank_code', s.payment_bank_code, 'payment_account_number', s.payment_account_number,
            'payment_account_name', s.payment_account_name, 'promptpay_id', s.promptpay_id),
          'buyer', json_build_object('tel', buyer.tel))
        FROM ins JOIN lottery_draws d ON d.id = ins.draw_id JOIN stores s ON s.id = ins.store_id
        JOIN users dealer ON dealer.id = s.owner_user_id JOIN users buyer ON buyer.id = ins.user_id) AS view`;
}

const lockCart = preparedStatement<{ cartId: string }>('order_lock_cart', ['cartId'], lockCartStatement);

const createStatement = preparedStatement<CreateStatementInput>(
  'order_create_from_cart',
  ['cartId', 'userId', 'addressId', 'key', 'code', 'channel', 'memberName', 'now', 'payBefore'],
  createOrderStatement,
);

interface CreateRow {
  cart_found: boolean;
  cart_closed: boolean | null;
  cart_expired: boolean | null;
  address_ok: boolean;
  held: number;
  order_id: number | null;
  /** The member's order with this Idempotency-Key, in the statement's snapshot (after the lock). */
  key_order_id: number | string | null;
  /** The order this cart already became (a repeat submit). */
  cart_order_id: number | string | null;
  items: [number, number | string, number, number, number][] | null;
  view: OrderViewJson | null;
}

/**
 * Spec §7 POST /orders: the member's live cart becomes a `reserved` order in one transaction
 * (`lockCart` then `createStatement`, one pipelined transaction). The cart row is locked first, so two submits of one cart queue and the
 * second finds the first order; the unique indexes (`orders_cart_id_key`,
 * `orders_user_idempotency_key`) with `ON CONFLICT DO NOTHING` settle the rest (one key over two
 * carts), so there is never a second order. The tickets the cart still holds move to the order
 * (`order_id`, held until `pay_before`); their `cart_id` is cleared, so nothing done to the closed
 * cart can touch them again.
 */
export async function createOrderFromCart(db: Database, input: CreateOrderInput): Promise<CreateOrderResult> {
  const { userId, body, idempotencyKey: key, now } = input;
  const payBefore = new Date(now.getTime() + input.paymentSeconds * 1000);
  // A new code colliding with an old one is a one-in-a-billion event: draw again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const values: CreateStatementInput = {
      cartId: body.cart_key,
      userId,
      addressId: body.address_id ?? null,
      key: key ?? null,
      code: newOrderCode(now),
      channel: body.channel,
      memberName: body.member_name,
      now,
      payBefore,
    };
    const [, created] = await pipelinedTransaction(db, [
      step(lockCart, { cartId: values.cartId }),
      step(createStatement, values),
    ]);
    const [row] = created as CreateRow[];
    // The same key from the same member always means the same order, whatever the cart says.
    if (row?.key_order_id != null) return { orderId: Number(row.key_order_id), created: false };
    if (!row?.cart_found) throw fail(404, ORDER_MESSAGES.cartNotFound, 'cart_key');
    if (row.order_id !== null) {
      const orderId = Number(row.order_id);
      const items = (row.items ?? []).map(([id, ticketId, number, set_no, price]) => ({
        id: Number(id),
        order_id: orderId,
        ticket_id: Number(ticketId),
        number,
        set_no,
        price,
      }));
      return { orderId, created: true, items, view: row.view ? orderViewFromJson(row.view) : undefined };
    }
    if (row.cart_closed) {
      // A repeat submit of a cart that became an order: answer that order.
      if (row.cart_order_id != null) return { orderId: Number(row.cart_order_id), created: false };
      throw fail(410, ORDER_MESSAGES.cartClosed, 'cart_key');
    }
    if (row.cart_expired) throw fail(410, ORDER_MESSAGES.cartExpired, 'cart_key');
    if (!row.address_ok) throw fail(422, ORDER_MESSAGES.addressRequired, 'address_id');
    if (row.held === 0) throw fail(422, ORDER_MESSAGES.cartEmpty, 'cart_key');
    // Tickets were there but no order was written: a conflict. Another request with the same key
    // (over another cart) got there first: answer its order; else the code collided: draw again.
    const first = await findRepeat(db, userId, body.cart_key, key);
    if (first !== undefined) return { orderId: first, created: false };
  }
  throw new Error('could not draw a free order code');
}
