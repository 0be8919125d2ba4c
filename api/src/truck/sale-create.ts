import {
  TRUCK_MESSAGES,
  TRUCK_SALE_MAX_TICKETS,
  UNAVAILABLE_FIELD_PREFIX,
  ticketsUnavailableMessage,
  type TruckSaleBody,
} from '@chokdee/shared-contract/schemas/truck';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '#api/db/client';
import { carts, orderItems, orders, tickets } from '#api/lottery-sales/inventory-tables';
import { stores } from '#api/lottery-sales/stores-tables';
import { truckOperators, truckSales, type TruckSaleRow } from './truck-tables';
import { sha256Hex } from '#api/lib/secure-token';
import { isUniqueViolation } from '#api/auth/users-repository';
import { HttpError } from '#api/lib/http-error';
import { assertCanSell } from '#api/lottery-sales/cart-guards';
import { newOrderCode } from '#api/lottery-sales/order-code';
import { reserveTickets } from '#api/lottery-sales/reserve-tickets';
import { findCurrentDraw } from '#api/results/lottery-draws-repository';
import { newClaimCode } from './claim-code';
import type { OperatorSession } from './operator-sessions';
import { canShowPromptPay } from './promptpay';
import { WALK_IN_NAME } from './truck-stores-repository';

export interface CreateTruckSaleInput {
  session: OperatorSession;
  idempotencyKey: string;
  body: TruckSaleBody;
  now: Date;
}

export interface CreateTruckSaleResult {
  saleId: number;
  /** True when the key had already made this sale: nothing was sold now. */
  replayed: boolean;
}

/** How long the sale's own cart may hold its tickets; it is closed in the same transaction anyway. */
const SALE_CART_SECONDS = 5 * 60;

/** sha256 of the body without `made_at`: a retry of the same sale has the same hash. */
export function saleRequestHash(body: TruckSaleBody): string {
  const items = [...body.items]
    .sort((a, b) => a.number.localeCompare(b.number))
    .map((i) => [i.number, i.quantity]);
  return sha256Hex(JSON.stringify({ items, payment_method: body.payment_method, amount: body.amount }));
}

async function findByKey(db: Executor, storeId: number, key: string): Promise<TruckSaleRow | undefined> {
  const [row] = await db
    .select()
    .from(truckSales)
    .where(and(eq(truckSales.store_id, storeId), eq(truckSales.idempotency_key, key)));
  return row;
}

/** The first sale of this key, if the body is the same; another body under the key is refused. */
function replayOf(row: TruckSaleRow, hash: string): CreateTruckSaleResult {
  if (row.request_hash !== hash) throw new HttpError(422, TRUCK_MESSAGES.idempotencyKeyReused);
  return { saleId: row.id, replayed: true };
}

/**
 * A POS sale, all or nothing, in ONE transaction:
 * 1. the device's key is locked (`pg_advisory_xact_lock` on store + key) and looked up again, so
 *    any number of concurrent replays queue and all but the first answer the first sale (the
 *    unique index on (store_id, idempotency_key) backs it);
 *    The operator's row is read FOR SHARE there: one switched off meanwhile sells nothing (403);
 * 2. a cart of the store's walk-in user holds the tickets through the lottery cart's own
 *    one-statement reservation (`reserveTickets`), number by number; a number short of tickets
 *    is collected, and if any is short the whole sale rolls back with a 409 naming them;
 * 3. the amount must be exactly the held tickets' total (prices are the server's);
 * 4. an order of channel `dealer` is written `ordered`, its tickets sold, the cart closed, and the
 *    sale recorded with its claim code. The order belongs to the walk-in user until a member
 *    claims it; the sale-events hook runs then (a member is known only at the claim).
 */
export async function createTruckSale(
  db: Database,
  input: CreateTruckSaleInput,
): Promise<CreateTruckSaleResult> {
  const { session, idempotencyKey: key, body, now } = input;
  const storeId = session.truckStore.store_id;
  const hash = saleRequestHash(body);
  const first = await findByKey(db, storeId, key);
  if (first) return replayOf(first, hash);

  const [[store], draw] = await Promise.all([
    db.select().from(stores).where(eq(stores.id, storeId)),
    findCurrentDraw(db, now),
  ]);
  if (!store) throw new HttpError(404, TRUCK_MESSAGES.loginRequired);
  assertCanSell(store, draw, now);
  if (body.payment_method === 'promptpay' && !canShowPromptPay(store.promptpay_id))
    throw new HttpError(422, TRUCK_MESSAGES.promptpayUnavailable, [
      { field: 'payment_method', message: TRUCK_MESSAGES.promptpayUnavailable },
    ]);

  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${storeId}::int, hashtext(${key}))`);
      const again = await findByKey(tx, storeId, key);
      if (again) return replayOf(again, hash);
      // The session was checked before this transaction: a dealer may have switched the operator
      // off since. FOR SHARE waits for a deactivation in flight and holds the next one until this
      // sale commits, so a sale is either counted before the switch or refused after it.
      const [seller] = await tx
        .select({ is_active: truckOperators.is_active })
        .from(truckOperators)
        .where(eq(truckOperators.id, session.operator.id))
        .for('share');
      if (!seller?.is_active) throw new HttpError(403, TRUCK_MESSAGES.operatorDeactivated);

      const walkIn = session.truckStore.walk_in_user_id;
      const [cart] = await tx
        .insert(carts)
        .values({
          user_id: walkIn,
          store_id: storeId,
          draw_id: draw.id,
          expires_at: new Date(now.getTime() + SALE_CART_SECONDS * 1000),
          created_at: now,
          updated_at: now,
        })
        .returning({ id: carts.id });
      const cartId = cart!.id;

      const unavailable: string[] = [];
      for (const item of body.items) {
        const result = await reserveTickets(tx, {
          cartId,
          userId: walkIn,
          number: Number(item.number),
          quantity: item.quantity,
          maxTickets: TRUCK_SALE_MAX_TICKETS,
          now,
        });
        if (result.status !== 'reserved') unavailable.push(item.number);
      }
      if (unavailable.length > 0) {
        const message = ticketsUnavailableMessage(unavailable);
        throw new HttpError(
          409,
          message,
          unavailable.map((number) => ({ field: `${UNAVAILABLE_FIELD_PREFIX}${number}`, message })),
        );
      }

      const held = await tx
        .select({ id: tickets.id, number: tickets.number, set_no: tickets.set_no, price: tickets.price })
        .from(tickets)
        .where(eq(tickets.cart_id, cartId))
        .orderBy(asc(tickets.number), asc(tickets.set_no));
      const total = held.reduce((sum, ticket) => sum + ticket.price, 0);
      if (total !== body.amount)
        throw new HttpError(422, TRUCK_MESSAGES.amountMismatch, [
          { field: 'amount', message: TRUCK_MESSAGES.amountMismatch },
        ]);

      const [order] = await tx
        .insert(orders)
        .values({
          code: newOrderCode(now),
          user_id: walkIn,
          store_id: storeId,
          draw_id: draw.id,
          cart_id: cartId,
          channel: 'dealer',
          status: 'ordered',
          member_name: WALK_IN_NAME,
          ticket_count: held.length,
          total_amount: total,
          pay_before: now,
          payment_channel: body.payment_method,
          confirmed_at: now,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: orders.id });
      const orderId = order!.id;

      const ids = `{${held.map((ticket) => ticket.id).join(',')}}`;
      const at = now.toISOString();
      await tx.execute(sql`
        WITH sold AS (
          UPDATE ${tickets} SET order_id = ${orderId}, cart_id = NULL, held_until = NULL, sold_at = ${at}::timestamptz
          WHERE ${tickets.id} = ANY(${ids}::bigint[])
          RETURNING ${tickets.id}, ${tickets.number}, ${tickets.set_no}, ${tickets.price}
        ), items AS (
          INSERT INTO ${orderItems} (order_id, ticket_id, number, set_no, price)
          SELECT ${orderId}, id, number, set_no, price FROM sold
        )
        UPDATE ${carts} SET closed_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
        WHERE ${carts.id} = ${cartId}::uuid`);

      const [sale] = await tx
        .insert(truckSales)
        .values({
          store_id: storeId,
          operator_id: session.operator.id,
          idempotency_key: key,
          request_hash: hash,
          order_id: orderId,
          payment_method: body.payment_method,
          total_amount: total,
          claim_code: newClaimCode(),
          made_at: body.made_at ? new Date(body.made_at) : null,
          created_at: now,
          updated_at: now,
        })
        .returning({ id: truckSales.id });
      return { saleId: sale!.id, replayed: false };
    });
  } catch (error) {
    // Belt and braces: should two inserts of one key ever meet, the index decides and the loser
    // answers the winner's sale.
    if (isUniqueViolation(error)) {
      const winner = await findByKey(db, storeId, key);
      if (winner) return replayOf(winner, hash);
    }
    throw error;
  }
}
