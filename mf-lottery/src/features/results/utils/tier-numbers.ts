import type { LotteryResult, PrizeTierKey } from '@chokdee/shared-contract/schemas/lottery-result';

/** The winning numbers of one tier as a list (`first` and `last2` are single values in the result). */
export function tierNumbers(result: LotteryResult, key: PrizeTierKey): string[] {
  const value = result[key];
  return typeof value === 'string' ? [value] : value;
}

/** Numbers in ascending order, for the large grids of the 2nd–5th prizes. */
export function sortedNumbers(numbers: readonly string[]): string[] {
  return [...numbers].sort();
}
