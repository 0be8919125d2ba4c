import { toLatinDigits } from '@chokdee/shared-contract/rules/prize';
import { PATTERN_LENGTH } from '@chokdee/shared-contract/rules/ticket-pattern';

/** Six boxes, each '' (any digit) or one Latin digit. */
export type DigitSlots = readonly string[];

export const EMPTY_SLOTS: DigitSlots = Array.from({ length: PATTERN_LENGTH }, () => '');

/** The Latin digits typed or pasted, Thai digits (๐–๙) converted and everything else dropped. */
export function digitsIn(text: string): string {
  return toLatinDigits(text).replace(/\D/g, '');
}

/** Writes `digits` into the boxes from `start` on; what does not fit is dropped. */
export function fillSlots(slots: DigitSlots, start: number, digits: string): string[] {
  const next = [...slots];
  for (let i = 0; i < digits.length && start + i < PATTERN_LENGTH; i += 1) next[start + i] = digits[i]!;
  return next;
}

/** '__12__' → ['', '', '1', '2', '', '']; anything else gives empty boxes. */
export function slotsFromPattern(pattern: string | null | undefined): string[] {
  if (!pattern || !/^[0-9_]{6}$/.test(pattern)) return [...EMPTY_SLOTS];
  return [...pattern].map((c) => (c === '_' ? '' : c));
}
