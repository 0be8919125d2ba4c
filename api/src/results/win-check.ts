import { checkTicket, totalWinnings } from '@chokdee/shared-contract/rules/prize';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { orderItems, orders } from '#api/lottery-sales/inventory-tables';
import { ticketWins } from './ticket-wins-tables';
import { lotteryDraws, lotteryResults } from './results-tables';
import { toLotteryResult } from './lottery-results-repository';

export interface WinScope {
  /** Only this member's tickets (the win-history call). */
  userId?: number;
  /** Only this draw's tickets (the importer, after storing a result). */
  drawId?: number;
}

/**
 * Checks every owned ticket (items of `ordered` orders) of draws that have results and is not
 * recorded yet with the kernel's prize rules, and records each winning ticket once
 * (`ticket_wins_ticket_id_key`, `ON CONFLICT DO NOTHING`): asking twice, or two processes at
 * once, never records a win twice. Returns how many wins were newly recorded.
 */
export async function recordWins(db: Executor, scope: WinScope): Promise<number> {
  const drawFilter = scope.drawId === undefined ? undefined : eq(lotteryResults.draw_id, scope.drawId);
  const owned: SQL[] = [eq(orders.status, 'ordered'), isNull(ticketWins.id)];
  if (scope.userId !== undefined) owned.push(eq(orders.user_id, scope.userId));
  if (scope.drawId !== undefined) owned.push(eq(orders.draw_id, scope.drawId));

  const unchecked = await db
    .select({
      ticket_id: orderItems.ticket_id,
      number: orderItems.number,
      order_id: orders.id,
      user_id: orders.user_id,
      draw_id: orders.draw_id,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.order_id))
    .innerJoin(lotteryResults, eq(lotteryResults.draw_id, orders.draw_id))
    .leftJoin(ticketWins, eq(ticketWins.ticket_id, orderItems.ticket_id))
    .where(and(...owned));
  if (unchecked.length === 0) return 0;

  const drawIds = [...new Set(unchecked.map((row) => row.draw_id))];
  const results = await db
    .select({ result: lotteryResults, draw_date: lotteryDraws.draw_date })
    .from(lotteryResults)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryResults.draw_id))
    .where(and(inArray(lotteryResults.draw_id, drawIds), drawFilter));
  const resultByDraw = new Map(
    results.map(({ result, draw_date }) => [result.draw_id, toLotteryResult({ ...result, draw_date })]),
  );

  const wins = unchecked.flatMap((ticket) => {
    const result = resultByDraw.get(ticket.draw_id);
    if (!result) return [];
    const prizes = checkTicket(result, String(ticket.number).padStart(6, '0'));
    if (prizes.length === 0) return [];
    return [{ ...ticket, prizes: prizes.map((prize) => prize.tier), amount: totalWinnings(prizes) }];
  });
  if (wins.length === 0) return 0;
  const inserted = await db
    .insert(ticketWins)
    .values(wins)
    .onConflictDoNothing({ target: ticketWins.ticket_id })
    .returning({ id: ticketWins.id });
  return inserted.length;
}

/** After a corrected result: forget the draw's wins so they are checked again against the new numbers. */
export async function forgetDrawWins(db: Executor, drawId: number): Promise<void> {
  await db.delete(ticketWins).where(eq(ticketWins.draw_id, drawId));
}
