import { checkTicket, totalWinnings } from '@chokdee/shared-contract/rules/prize';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { orderItems, orders } from '#api/lottery-sales/inventory-tables';
import { ticketWins } from './ticket-wins-tables';
import { lotteryDraws, lotteryResults } from './results-tables';
import { toLotteryResult } from './lottery-results-repository';
import { candidateFilter, candidateNumbers } from './win-candidates';

export interface WinScope {
  /** Only this member's tickets (the win-history call). */
  userId?: number;
  /** Only this draw's tickets (the importer, after storing a result). */
  drawId?: number;
}

/** Rows per insert: well under PostgreSQL's 65,535 parameters a statement. */
const INSERT_CHUNK = 1000;

/** The results of the draws in scope. */
async function resultsInScope(db: Executor, scope: WinScope) {
  const filters: SQL[] = [];
  if (scope.drawId !== undefined) filters.push(eq(lotteryResults.draw_id, scope.drawId));
  if (scope.userId !== undefined) {
    const heldDraws = db
      .select({ draw_id: orders.draw_id })
      .from(orders)
      .where(and(eq(orders.user_id, scope.userId), eq(orders.status, 'ordered')));
    filters.push(inArray(lotteryResults.draw_id, heldDraws));
  }
  const rows = await db
    .select({ result: lotteryResults, draw_date: lotteryDraws.draw_date })
    .from(lotteryResults)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryResults.draw_id))
    .where(and(...filters));
  return rows.map(({ result, draw_date }) => ({
    drawId: result.draw_id,
    result: toLotteryResult({ ...result, draw_date }),
  }));
}

/**
 * Checks every owned ticket (items of `ordered` orders) of draws that have results and is not
 * recorded yet with the kernel's prize rules, and records each winning ticket once
 * (`ticket_wins_ticket_id_key`, `ON CONFLICT DO NOTHING`): asking twice, or two processes at
 * once, never records a win twice. Only the tickets whose number can match a prize leave the
 * database (`candidateFilter`); the kernel decides what they won. Returns how many wins were
 * newly recorded.
 */
export async function recordWins(db: Executor, scope: WinScope): Promise<number> {
  let recorded = 0;
  for (const { drawId, result } of await resultsInScope(db, scope)) {
    const owned: SQL[] = [
      eq(orders.draw_id, drawId),
      eq(orders.status, 'ordered'),
      isNull(ticketWins.id),
      candidateFilter(orderItems.number, candidateNumbers(result)),
    ];
    if (scope.userId !== undefined) owned.push(eq(orders.user_id, scope.userId));
    const candidates = await db
      .select({
        ticket_id: orderItems.ticket_id,
        number: orderItems.number,
        order_id: orders.id,
        user_id: orders.user_id,
        draw_id: orders.draw_id,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.order_id))
      .leftJoin(ticketWins, eq(ticketWins.ticket_id, orderItems.ticket_id))
      .where(and(...owned));

    const wins = candidates.flatMap((ticket) => {
      const prizes = checkTicket(result, String(ticket.number).padStart(6, '0'));
      if (prizes.length === 0) return [];
      return [{ ...ticket, prizes: prizes.map((prize) => prize.tier), amount: totalWinnings(prizes) }];
    });
    for (let start = 0; start < wins.length; start += INSERT_CHUNK) {
      const inserted = await db
        .insert(ticketWins)
        .values(wins.slice(start, start + INSERT_CHUNK))
        .onConflictDoNothing({ target: ticketWins.ticket_id })
        .returning({ id: ticketWins.id });
      recorded += inserted.length;
    }
  }
  return recorded;
}

/** The members holding a recorded win of the draw. */
export async function drawWinners(db: Executor, drawId: number): Promise<number[]> {
  const rows = await db
    .select({ user_id: ticketWins.user_id })
    .from(ticketWins)
    .where(eq(ticketWins.draw_id, drawId))
    .groupBy(ticketWins.user_id);
  return rows.map((row) => row.user_id);
}

/** After a corrected result: forget the draw's wins so they are checked again against the new numbers. */
export async function forgetDrawWins(db: Executor, drawId: number): Promise<void> {
  await db.delete(ticketWins).where(eq(ticketWins.draw_id, drawId));
}
