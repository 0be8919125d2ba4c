import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { tickets } from './inventory-tables';
import { sqlInstant } from './order-status';
import { notifyStockChanged } from './stock-notice';

/**
 * A ticket this order still holds at `now`. An order's tickets carry `order_id` and no `cart_id`;
 * a cart that later takes a ticket of a timed-out order sets `cart_id`, so a stale `order_id`
 * left on it never counts as held by the old order.
 */
export function heldByOrder(orderId: number, now: Date): SQL {
  return and(
    eq(tickets.order_id, orderId),
    isNull(tickets.cart_id),
    isNull(tickets.sold_at),
    sql`${tickets.held_until} > ${sqlInstant(now)}`,
  )!;
}

/** Moves the hold of every ticket the order still holds to `until` ('infinity' while a slip waits). */
export async function moveOrderHold(
  tx: Executor,
  orderId: number,
  until: Date | 'infinity',
  now: Date,
): Promise<number> {
  const rows = await tx
    .update(tickets)
    .set({ held_until: until === 'infinity' ? sql`'infinity'::timestamptz` : until })
    .where(heldByOrder(orderId, now))
    .returning({ id: tickets.id });
  return rows.length;
}

/** Frees the tickets the order still holds: free again at once for anyone (open store pages told). */
export async function releaseOrderTickets(tx: Executor, orderId: number, now: Date): Promise<number> {
  const rows = await tx
    .update(tickets)
    .set({ order_id: null, held_until: null })
    .where(heldByOrder(orderId, now))
    .returning({ store_id: tickets.store_id, draw_id: tickets.draw_id, number: tickets.number });
  await notifyStockChanged(tx, rows);
  return rows.length;
}

/** Marks the tickets the order still holds as sold. */
export async function sellOrderTickets(tx: Executor, orderId: number, now: Date): Promise<number> {
  const rows = await tx
    .update(tickets)
    .set({ sold_at: now })
    .where(heldByOrder(orderId, now))
    .returning({ id: tickets.id });
  return rows.length;
}
