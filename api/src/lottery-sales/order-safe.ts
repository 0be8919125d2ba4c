import type { SafeDraw } from '@chokdee/shared-contract/schemas/safe';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { orderItems, orders } from './inventory-tables';
import { lotteryDraws, lotteryResults } from '#api/results/results-tables';
import { stores } from './stores-tables';

/**
 * `/orders/bag` (the safe): the tickets the member owns, i.e. the items of their `ordered` orders,
 * one group per draw, newest draw first; optionally one draw only.
 */
export async function listSafe(
  db: Executor,
  userId: number,
  drawDate: string | undefined,
): Promise<SafeDraw[]> {
  const rows = await db
    .select({
      ticket_id: orderItems.ticket_id,
      number: orderItems.number,
      set_no: orderItems.set_no,
      price: orderItems.price,
      order_code: orders.code,
      store_name: stores.name,
      draw_date: lotteryDraws.draw_date,
      has_results: sql<boolean>`${lotteryResults.id} is not null`.mapWith(Boolean),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(stores, eq(stores.id, orders.store_id))
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, orders.draw_id))
    .leftJoin(lotteryResults, eq(lotteryResults.draw_id, lotteryDraws.id))
    .where(
      and(
        eq(orders.user_id, userId),
        eq(orders.status, 'ordered'),
        drawDate ? eq(lotteryDraws.draw_date, drawDate) : undefined,
      ),
    )
    .orderBy(desc(lotteryDraws.draw_date), asc(orderItems.number), asc(orderItems.set_no));

  const draws: SafeDraw[] = [];
  for (const row of rows) {
    let draw = draws.at(-1);
    if (draw?.draw_date !== row.draw_date) {
      draw = { draw_date: row.draw_date, has_results: row.has_results, tickets: [] };
      draws.push(draw);
    }
    draw.tickets.push({
      ticket_id: row.ticket_id,
      number: String(row.number).padStart(6, '0'),
      set_no: row.set_no,
      price: row.price,
      order_code: row.order_code,
      store_name: row.store_name,
    });
  }
  return draws;
}
