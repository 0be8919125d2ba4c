import {
  checkTicket,
  parseTicketNumbers,
  totalWinnings,
  type PrizeWin,
} from '@chokdee/shared-contract/rules/prize';
import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';

export type TicketCheck = {
  number: string;
  wins: PrizeWin[];
  total: number;
};

export type CheckReport =
  { status: 'empty' } | { status: 'checked'; tickets: TicketCheck[]; invalid: string[]; grandTotal: number };

/**
 * Checks everything the visitor typed or pasted against one draw. The prize rules are the
 * kernel's; this only runs them over the list and adds up the totals for the screen.
 */
export function checkTickets(result: LotteryResult, input: string): CheckReport {
  const { numbers, invalid } = parseTicketNumbers(input);
  if (numbers.length === 0 && invalid.length === 0) return { status: 'empty' };
  const tickets = numbers.map((number) => {
    const wins = checkTicket(result, number);
    return { number, wins, total: totalWinnings(wins) };
  });
  return {
    status: 'checked',
    tickets,
    invalid,
    grandTotal: totalWinnings(tickets.flatMap((ticket) => ticket.wins)),
  };
}
