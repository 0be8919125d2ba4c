import type { CreateOrderBody } from '@chokdee/shared-kernel/schemas/order';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '#api/db/client';
import { carts, orderItems, orders, tickets, type OrderItemRow } from '#api/db/schema/inventory';
import { addresses } from '#api/db/schema/members-data';
import { HttpError } from '#api/lib/http-error';
import { newOrderCode } from './order-code';
import { ORDER_MESSAGES } from './order-messages';
import { sqlInstant } from './order-status';

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

/**
 * Spec §7 POST /orders: the member's live cart becomes a `reserved` order in ONE transaction. The
 * cart row is locked first, so two submits of one cart queue and the second finds the first order;
 * the unique indexes (`orders_cart_id_key`, `orders_user_idempotency_key`) with
 * `ON CONFLICT DO NOTHING` settle the rest (one key over two carts), so there is never a second order.
 * The tickets the cart still holds move to the order (`order_id`, held until `pay_before`); their
 * `cart_id` is cleared, so nothing done to the closed cart can touch them again.
 */
export async function createOrderFromCart(db: Database, input: CreateOrderInput): Promise<CreateOrderResult> {
  const { userId, body, idempotencyKey: key, now } = input;
  if (key !== undefined) {
    const [first] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.user_id, userId), eq(orders.idempotency_key, key)));
    if (first) return { orderId: first.id, created: false };
  }

  return db.transaction(async (tx) => {
    const at = sqlInstant(now);
    const [cart] = await tx.select().from(carts).where(eq(carts.id, body.cart_key)).for('update');
    if (!cart || cart.user_id !== userId) throw fail(404, ORDER_MESSAGES.cartNotFound, 'cart_key');

    // An order closes its cart in the same transaction, and the lock hands us the cart as it is
    // now: an open cart has no order yet, so only a closed one needs looking up.
    if (cart.closed_at) {
      const repeat = await findRepeat(tx, userId, cart.id, key);
      if (repeat !== undefined) return { orderId: repeat, created: false };
      throw fail(410, ORDER_MESSAGES.cartClosed, 'cart_key');
    }
    if (cart.expires_at.getTime() <= now.getTime()) throw fail(410, ORDER_MESSAGES.cartExpired, 'cart_key');

    if (body.address_id != null) {
      const [address] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.id, body.address_id), eq(addresses.user_id, userId)));
      if (!address) throw fail(422, ORDER_MESSAGES.addressRequired, 'address_id');
    }

    const held = await tx
      .select({ id: tickets.id, number: tickets.number, set_no: tickets.set_no, price: tickets.price })
      .from(tickets)
      .where(and(eq(tickets.cart_id, cart.id), sql`${tickets.held_until} > ${at}`, isNull(tickets.sold_at)))
      .orderBy(asc(tickets.number), asc(tickets.set_no))
      .for('update');
    if (held.length === 0) throw fail(422, ORDER_MESSAGES.cartEmpty, 'cart_key');

    const payBefore = new Date(now.getTime() + input.paymentSeconds * 1000);
    let orderId: number | undefined;
    // A new code colliding with an old one is a one-in-a-billion event: draw again.
    for (let attempt = 0; orderId === undefined && attempt < 3; attempt++) {
      const [inserted] = await tx
        .insert(orders)
        .values({
          code: newOrderCode(now),
          user_id: userId,
          store_id: cart.store_id,
          draw_id: cart.draw_id,
          cart_id: cart.id,
          idempotency_key: key ?? null,
          channel: body.channel,
          status: 'reserved',
          member_name: body.member_name,
          address_id: body.address_id ?? null,
          ticket_count: held.length,
          total_amount: held.reduce((sum, ticket) => sum + ticket.price, 0),
          pay_before: payBefore,
          created_at: now,
          updated_at: now,
        })
        .onConflictDoNothing()
        .returning({ id: orders.id });
      if (inserted) {
        orderId = inserted.id;
        break;
      }
      // Another request with the same key (over another cart) got there first: answer its order.
      const first = await findRepeat(tx, userId, cart.id, key);
      if (first !== undefined) return { orderId: first, created: false };
    }
    if (orderId === undefined) throw new Error('could not draw a free order code');

    // One statement (one round trip): the tickets move to the order, the items are written from
    // exactly the rows moved, and the cart is closed.
    const ids = `{${held.map((ticket) => ticket.id).join(',')}}`;
    const result = await tx.execute(sql`
      WITH moved AS (
        UPDATE ${tickets} SET order_id = ${orderId}, cart_id = NULL, held_until = ${sqlInstant(payBefore)}
        WHERE ${tickets.id} = ANY(${ids}::bigint[])
        RETURNING ${tickets.id}, ${tickets.number}, ${tickets.set_no}, ${tickets.price}
      ), items AS (
        INSERT INTO ${orderItems} (order_id, ticket_id, number, set_no, price)
        SELECT ${orderId}, id, number, set_no, price FROM moved
        RETURNING id, ticket_id
      ), closed AS (
        UPDATE ${carts} SET closed_at = ${at}, updated_at = ${at} WHERE ${carts.id} = ${cart.id}
      )
      SELECT id, ticket_id FROM items`);
    // node-postgres and PGlite both answer `{ rows }`; bigint ids may come back as text.
    const { rows } = result as unknown as { rows: { id: number; ticket_id: number | string }[] };
    const itemIds = new Map(rows.map((row) => [Number(row.ticket_id), Number(row.id)]));
    const items = held.map((ticket) => ({
      id: itemIds.get(ticket.id)!,
      order_id: orderId,
      ticket_id: ticket.id,
      number: ticket.number,
      set_no: ticket.set_no,
      price: ticket.price,
    }));
    return { orderId, created: true, items };
  });
}
