import { and, eq } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { orderItems, orders } from '#api/lottery-sales/inventory-tables';
import { stores } from '#api/lottery-sales/stores-tables';
import { lotteryDraws } from '#api/results/results-tables';
import { ticketWins } from '#api/results/ticket-wins-tables';

/** One of a member's tickets with a recorded win, and what a claim of it needs. */
export interface WinningTicket {
  ticket_id: number;
  order_id: number;
  store_id: number;
  draw_id: number;
  number: string;
  set_no: number;
  order_code: string;
  draw_date: string;
  store_name: string;
  prizes: string[];
}

/**
 * The member's winning ticket `ticketId` (its win already recorded by `recordWins`), or undefined:
 * another member's ticket, a ticket that won nothing and no ticket at all look the same.
 */
export async function findWinningTicket(
  db: Executor,
  userId: number,
  ticketId: number,
): Promise<WinningTicket | undefined> {
  const [row] = await db
    .select({
      ticket_id: ticketWins.ticket_id,
      order_id: ticketWins.order_id,
      store_id: orders.store_id,
      draw_id: ticketWins.draw_id,
      number: ticketWins.number,
      set_no: orderItems.set_no,
      order_code: orders.code,
      draw_date: lotteryDraws.draw_date,
      store_name: stores.name,
      prizes: ticketWins.prizes,
    })
    .from(ticketWins)
    .innerJoin(orders, eq(orders.id, ticketWins.order_id))
    .innerJoin(
      orderItems,
      and(eq(orderItems.order_id, ticketWins.order_id), eq(orderItems.ticket_id, ticketWins.ticket_id)),
    )
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, ticketWins.draw_id))
    .innerJoin(stores, eq(stores.id, orders.store_id))
    .where(
      and(
        eq(ticketWins.ticket_id, ticketId),
        eq(ticketWins.user_id, userId),
        eq(orders.user_id, userId),
        eq(orders.status, 'ordered'),
      ),
    );
  return row ? { ...row, number: String(row.number).padStart(6, '0') } : undefined;
}
