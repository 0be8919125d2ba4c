import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { carts, orderItems, orders, tickets } from '#api/lottery-sales/inventory-tables';
import { newOrderCode } from '#api/lottery-sales/order-code';

export interface TestCart {
  cartId: string;
  expiresAt: Date;
  /** The tickets it holds, in number then set order. */
  ticketIds: number[];
}

/**
 * A live cart of `userId` in a store, holding free tickets of the given numbers, written straight
 * into the database the way a reservation leaves it (`cart_id`, `held_until = expires_at`): order
 * tests then need no carts API. Throws when fewer tickets are free than asked.
 */
export async function createTestCart(
  db: Executor,
  options: {
    userId: number;
    storeId: number;
    drawId: number;
    now: Date;
    /** number → how many tickets of it; default one each. */
    items: Record<string, number> | string[];
    /** Default 15 minutes after `now`. */
    expiresAt?: Date;
  },
): Promise<TestCart> {
  const { now } = options;
  const expiresAt = options.expiresAt ?? new Date(now.getTime() + 15 * 60 * 1000);
  const items = Array.isArray(options.items)
    ? Object.fromEntries(options.items.map((number) => [number, 1]))
    : options.items;
  const [cart] = await db
    .insert(carts)
    .values({
      user_id: options.userId,
      store_id: options.storeId,
      draw_id: options.drawId,
      expires_at: expiresAt,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: carts.id });
  const ticketIds: number[] = [];
  for (const [number, quantity] of Object.entries(items)) {
    const free = await db
      .select({ id: tickets.id })
      .from(tickets)
      .where(
        and(
          eq(tickets.store_id, options.storeId),
          eq(tickets.draw_id, options.drawId),
          eq(tickets.number, Number(number)),
          isNull(tickets.sold_at),
          or(isNull(tickets.held_until), sql`${tickets.held_until} <= ${now.toISOString()}::timestamptz`),
        ),
      )
      .orderBy(asc(tickets.set_no))
      .limit(quantity);
    if (free.length < quantity) throw new Error(`only ${free.length} free tickets of ${number}`);
    ticketIds.push(...free.map((row) => row.id));
  }
  if (ticketIds.length > 0)
    await db
      .update(tickets)
      .set({ cart_id: cart!.id, held_until: expiresAt, order_id: null })
      .where(inArray(tickets.id, ticketIds));
  return { cartId: cart!.id, expiresAt, ticketIds };
}

/** Where a ticket stands now (for assertions). */
export async function ticketState(db: Executor, ticketId: number) {
  const [row] = await db
    .select({
      cart_id: tickets.cart_id,
      order_id: tickets.order_id,
      held_until: sql<string | null>`${tickets.held_until}::text`,
      sold: sql<boolean>`${tickets.sold_at} is not null`.mapWith(Boolean),
    })
    .from(tickets)
    .where(eq(tickets.id, ticketId));
  if (!row) throw new Error(`no ticket ${ticketId}`);
  return row;
}

/**
 * Tickets a member already owns: new sold tickets of `numbers` in any draw (also a past one, which
 * no cart could reach) with their confirmed (`ordered`) order, written straight into the database.
 */
export async function createOwnedTickets(
  db: Executor,
  options: { userId: number; storeId: number; drawId: number; numbers: string[]; now: Date; price?: number },
): Promise<{ orderId: number; code: string; ticketIds: number[] }> {
  const { now, price = 80 } = options;
  const made = await db
    .insert(tickets)
    .values(
      options.numbers.map((number, i) => ({
        draw_id: options.drawId,
        store_id: options.storeId,
        number: Number(number),
        set_no: 50 + i,
        price,
        sold_at: now,
      })),
    )
    .returning({ id: tickets.id, number: tickets.number, set_no: tickets.set_no });
  const [order] = await db
    .insert(orders)
    .values({
      code: newOrderCode(now),
      user_id: options.userId,
      store_id: options.storeId,
      draw_id: options.drawId,
      cart_id: randomUUID(),
      channel: 'web',
      status: 'ordered',
      member_name: 'สมชาย',
      ticket_count: made.length,
      total_amount: made.length * price,
      pay_before: now,
      confirmed_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning({ id: orders.id, code: orders.code });
  await db
    .update(tickets)
    .set({ order_id: order!.id })
    .where(
      inArray(
        tickets.id,
        made.map((t) => t.id),
      ),
    );
  await db
    .insert(orderItems)
    .values(
      made.map((t) => ({ order_id: order!.id, ticket_id: t.id, number: t.number, set_no: t.set_no, price })),
    );
  return { orderId: order!.id, code: order!.code, ticketIds: made.map((t) => t.id) };
}
