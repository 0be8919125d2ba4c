import type { PageMeta } from '@chokdee/shared-contract/schemas/envelope';
import { idFromText } from '@chokdee/shared-contract/schemas/primitives';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '#api/db/client';
import { users } from '#api/auth/auth-tables';
import { orderItems, orders, type OrderItemRow, type OrderRow } from './inventory-tables';
import { lotteryDraws } from '#api/results/results-tables';
import { stores } from './stores-tables';

const dealer = alias(users, 'dealer');
const buyer = alias(users, 'buyer');

/** An order with what its views need: the draw, the store and its payment details, the buyer. */
export interface OrderViewRow {
  order: OrderRow;
  draw_date: string;
  store: {
    code: string;
    name: string;
    user_code: string;
    payment_bank_code: string | null;
    payment_account_number: string | null;
    payment_account_name: string | null;
    promptpay_id: string | null;
  };
  buyer: { tel: string | null };
}

/** `OrderViewRow` as a statement's `json_build_object` writes it: the order's instants are text. */
export type OrderViewJson = Omit<OrderViewRow, 'order'> & {
  order: { [K in keyof OrderRow]: OrderRow[K] extends Date | null ? string | null : OrderRow[K] };
};

/** The order's instants back to `Date`, as drizzle reads them. */
export function orderViewFromJson(json: OrderViewJson): OrderViewRow {
  const { order } = json;
  const at = (value: string | null) => (value === null ? null : new Date(value));
  return {
    ...json,
    order: {
      ...order,
      pay_before: new Date(order.pay_before!),
      slip_uploaded_at: at(order.slip_uploaded_at),
      confirmed_at: at(order.confirmed_at),
      cancelled_at: at(order.cancelled_at),
      created_at: new Date(order.created_at!),
      updated_at: new Date(order.updated_at!),
    },
  };
}

function selectOrderViews(db: Executor) {
  return db
    .select({
      order: orders,
      draw_date: lotteryDraws.draw_date,
      store: {
        code: stores.code,
        name: stores.name,
        user_code: dealer.ref,
        payment_bank_code: stores.payment_bank_code,
        payment_account_number: stores.payment_account_number,
        payment_account_name: stores.payment_account_name,
        promptpay_id: stores.promptpay_id,
      },
      buyer: { tel: buyer.tel },
    })
    .from(orders)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, orders.draw_id))
    .innerJoin(stores, eq(stores.id, orders.store_id))
    .innerJoin(dealer, eq(dealer.id, stores.owner_user_id))
    .innerJoin(buyer, eq(buyer.id, orders.user_id));
}

/** The order a member or dealer names: by code (or numeric id), within `scope` (whose it must be). */
export async function findOrderView(
  db: Executor,
  codeOrId: string,
  scope: { userId: number } | { storeId: number },
): Promise<OrderViewRow | undefined> {
  const [row] = await selectOrderViews(db)
    .where(and(orderNamed(codeOrId), ownedBy(scope)))
    .limit(1);
  return row;
}

export async function findOrderViewById(db: Executor, id: number): Promise<OrderViewRow | undefined> {
  const [row] = await selectOrderViews(db).where(eq(orders.id, id)).limit(1);
  return row;
}

/** Order codes start with letters; a path that is an id (kernel `IdTextSchema`) is the numeric id (`/orders/{orderId}`). */
export function orderNamed(codeOrId: string): SQL {
  const id = idFromText(codeOrId);
  return id === null ? eq(orders.code, codeOrId) : eq(orders.id, id);
}

export function ownedBy(scope: { userId: number } | { storeId: number }): SQL {
  return 'userId' in scope ? eq(orders.user_id, scope.userId) : eq(orders.store_id, scope.storeId);
}

/** One page of orders, newest first. */
export async function listOrderViews(
  db: Executor,
  filter: SQL | undefined,
  page: { page: number; per_page: number },
): Promise<{ rows: OrderViewRow[]; meta: PageMeta }> {
  const [totals] = await db.select({ total: count() }).from(orders).where(filter);
  const total = totals?.total ?? 0;
  const rows = await selectOrderViews(db)
    .where(filter)
    .orderBy(desc(orders.created_at), desc(orders.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page);
  return {
    rows,
    meta: {
      page: page.page,
      per_page: page.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / page.per_page)),
    },
  };
}

export async function countOrders(db: Executor, filter: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(filter);
  return row?.total ?? 0;
}

/** The items of several orders at once, by order id, in ticket order. */
export async function listOrderItems(db: Executor, orderIds: number[]): Promise<Map<number, OrderItemRow[]>> {
  const byOrder = new Map<number, OrderItemRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.order_id, orderIds))
    .orderBy(asc(orderItems.number), asc(orderItems.set_no), asc(orderItems.id));
  for (const row of rows) {
    const list = byOrder.get(row.order_id) ?? [];
    list.push(row);
    byOrder.set(row.order_id, list);
  }
  return byOrder;
}

/** The order row under a row lock: every status change takes it first, so changes queue. */
export async function lockOrder(
  tx: Executor,
  codeOrId: string,
  scope: { userId: number } | { storeId: number },
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(orderNamed(codeOrId), ownedBy(scope)))
    .for('update');
  return row;
}

/** Only the rows still `status` are changed: the last guard against a change that lost a race. */
export async function updateOrderFrom(
  tx: Executor,
  id: number,
  from: OrderRow['status'],
  values: Partial<Omit<OrderRow, 'id' | 'code' | 'user_id' | 'store_id' | 'draw_id' | 'cart_id'>>,
): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set(values)
    .where(and(eq(orders.id, id), eq(orders.status, from)))
    .returning({ id: orders.id });
  return rows.length > 0;
}
