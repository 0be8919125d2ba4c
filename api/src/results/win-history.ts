import { PRIZE_TIERS } from '@chokdee/shared-contract/rules/prize';
import type { PrizeTierKey } from '@chokdee/shared-contract/schemas/lottery-result';
import type { WinHistory } from '@chokdee/shared-contract/schemas/safe';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#api/db/client';
import { orderItems, orders } from '#api/lottery-sales/inventory-tables';
import { ticketWins } from './ticket-wins-tables';
import { lotteryDraws, lotteryResults } from './results-tables';
import { recordWins } from './win-check';

const tierByKey = new Map(PRIZE_TIERS.map((tier) => [tier.key, tier]));

/**
 * `/orders/bag/win-lotteries`: first every owned ticket of a draw with results is checked and its
 * wins recorded (once), then the member's wins (of one draw, or all), newest draw first, with the
 * draws they hold tickets for and the total won.
 */
export async function winHistory(
  db: Database,
  userId: number,
  drawDate: string | undefined,
): Promise<WinHistory> {
  await recordWins(db, { userId });

  const rows = await db
    .select({
      ticket_id: ticketWins.ticket_id,
      number: ticketWins.number,
      set_no: orderItems.set_no,
      order_code: orders.code,
      draw_date: lotteryDraws.draw_date,
      prizes: ticketWins.prizes,
      amount: ticketWins.amount,
    })
    .from(ticketWins)
    .innerJoin(orders, eq(orders.id, ticketWins.order_id))
    .innerJoin(
      orderItems,
      and(eq(orderItems.order_id, ticketWins.order_id), eq(orderItems.ticket_id, ticketWins.ticket_id)),
    )
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, ticketWins.draw_id))
    .where(and(eq(ticketWins.user_id, userId), drawDate ? eq(lotteryDraws.draw_date, drawDate) : undefined))
    .orderBy(desc(lotteryDraws.draw_date), asc(ticketWins.number), asc(orderItems.set_no));

  const draws = await db
    .select({
      draw_date: lotteryDraws.draw_date,
      has_results: sql<boolean>`${lotteryResults.id} is not null`.mapWith(Boolean),
      ticket_count: count(orderItems.id),
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, orders.draw_id))
    .leftJoin(lotteryResults, eq(lotteryResults.draw_id, lotteryDraws.id))
    .where(and(eq(orders.user_id, userId), eq(orders.status, 'ordered')))
    .groupBy(lotteryDraws.draw_date, lotteryResults.id)
    .orderBy(desc(lotteryDraws.draw_date));

  const data = rows.map((row) => ({
    ticket_id: row.ticket_id,
    number: String(row.number).padStart(6, '0'),
    set_no: row.set_no,
    order_code: row.order_code,
    draw_date: row.draw_date,
    prizes: row.prizes.map((key) => {
      const tier = tierByKey.get(key as PrizeTierKey);
      if (!tier) throw new Error(`unknown prize tier ${key} on ticket ${row.ticket_id}`);
      return { tier: tier.key, name: tier.name, amount: tier.amount };
    }),
    amount: row.amount,
  }));
  return {
    data,
    meta: { draws, total_amount: data.reduce((sum, win) => sum + win.amount, 0) },
  };
}
