import type { LotteryResult, PrizeTier, PrizeTierKey } from '../schemas/lottery-result';

/** The GLO prize table since the 2015-09-01 draw: amount per ticket in THB, in display order. */
export const PRIZE_TIERS: readonly PrizeTier[] = [
  { key: 'first', name: 'รางวัลที่ 1', amount: 6_000_000, count: 1, digits: 6 },
  { key: 'adjacent_first', name: 'รางวัลข้างเคียงรางวัลที่ 1', amount: 100_000, count: 2, digits: 6 },
  { key: 'second', name: 'รางวัลที่ 2', amount: 200_000, count: 5, digits: 6 },
  { key: 'third', name: 'รางวัลที่ 3', amount: 80_000, count: 10, digits: 6 },
  { key: 'fourth', name: 'รางวัลที่ 4', amount: 40_000, count: 50, digits: 6 },
  { key: 'fifth', name: 'รางวัลที่ 5', amount: 20_000, count: 100, digits: 6 },
  { key: 'front3', name: 'รางวัลเลขหน้า 3 ตัว', amount: 4_000, count: 2, digits: 3 },
  { key: 'last3', name: 'รางวัลเลขท้าย 3 ตัว', amount: 4_000, count: 2, digits: 3 },
  { key: 'last2', name: 'รางวัลเลขท้าย 2 ตัว', amount: 2_000, count: 1, digits: 2 },
];

export interface PrizeWin {
  tier: PrizeTierKey;
  name: string;
  amount: number;
}

export const INVALID_TICKET_NUMBER_MESSAGE = 'เลขสลากต้องเป็นตัวเลข 6 หลัก';

export class InvalidTicketNumberError extends Error {
  readonly input: string;

  constructor(input: string) {
    super(INVALID_TICKET_NUMBER_MESSAGE);
    this.name = 'InvalidTicketNumberError';
    this.input = input;
  }
}

const THAI_DIGIT_ZERO = 0x0e50;

/** Thai digits (๐–๙) → 0–9, so a number typed on a Thai keyboard still checks. */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u0e50-\u0e59]/g, (c) => String(c.charCodeAt(0) - THAI_DIGIT_ZERO));
}

/** The numbers drawn for a tier, as a list (first and last2 hold a single one). */
function drawnNumbers(result: LotteryResult, key: PrizeTierKey): readonly string[] {
  const value = result[key];
  return typeof value === 'string' ? [value] : value;
}

/** The part of a six-digit ticket a tier compares: the whole, the first three or the last n. */
function ticketPart(ticket: string, tier: PrizeTier): string {
  if (tier.digits === 6) return ticket;
  return tier.key === 'front3' ? ticket.slice(0, 3) : ticket.slice(-tier.digits);
}

/**
 * Every prize one ticket wins in a draw, in table order. A ticket can win several tiers (e.g.
 * first + last3 + last2). When both front3 (or last3) numbers drawn are the same, a matching
 * ticket wins that prize twice, as each drawn number is its own prize.
 * Throws InvalidTicketNumberError unless `number` is six digits (surrounding spaces allowed).
 */
export function checkTicket(result: LotteryResult, number: string): PrizeWin[] {
  const ticket = toLatinDigits(number.trim());
  if (!/^\d{6}$/.test(ticket)) throw new InvalidTicketNumberError(number);
  const wins: PrizeWin[] = [];
  for (const tier of PRIZE_TIERS) {
    const part = ticketPart(ticket, tier);
    for (const drawn of drawnNumbers(result, tier.key)) {
      if (drawn === part) wins.push({ tier: tier.key, name: tier.name, amount: tier.amount });
    }
  }
  return wins;
}

export function totalWinnings(wins: readonly PrizeWin[]): number {
  return wins.reduce((sum, win) => sum + win.amount, 0);
}

export interface ParsedTicketNumbers {
  /** Six-digit numbers, first-seen order, no duplicates. */
  numbers: string[];
  /** Entries that hold digits but are not a six-digit number, as typed, no duplicates. */
  invalid: string[];
}

/**
 * Reads numbers from pasted text: entries split on whitespace, commas, semicolons and newlines.
 * Words without any digit ('เลข', 'งวดนี้') are ignored; punctuation around a number ('(107387)',
 * '107387ครับ') is trimmed; Thai digits count. Anything else with digits is reported as invalid.
 */
export function parseTicketNumbers(input: string): ParsedTicketNumbers {
  const numbers = new Set<string>();
  const invalid = new Set<string>();
  for (const entry of input.split(/[\s,;，、]+/)) {
    const latin = toLatinDigits(entry);
    if (!/\d/.test(latin)) continue;
    const core = latin.replace(/^\D+|\D+$/g, '');
    if (/^\d{6}$/.test(core)) numbers.add(core);
    else invalid.add(entry);
  }
  return { numbers: [...numbers], invalid: [...invalid] };
}
