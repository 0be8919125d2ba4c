import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** A draw's numbers as the integers each part of a stored ticket number is compared with. */
export interface CandidateNumbers {
  /** First, adjacent and second to fifth: the whole six digits. */
  whole: number[];
  /** `number / 1000` */
  front3: number[];
  /** `number % 1000` */
  last3: number[];
  /** `number % 100` */
  last2: number[];
}

const toInts = (values: readonly string[]) => [...new Set(values.map(Number))];

export function candidateNumbers(result: LotteryResult): CandidateNumbers {
  return {
    whole: toInts([
      result.first,
      ...result.adjacent_first,
      ...result.second,
      ...result.third,
      ...result.fourth,
      ...result.fifth,
    ]),
    front3: toInts(result.front3),
    last3: toInts(result.last3),
    last2: toInts([result.last2]),
  };
}

/** One array parameter (`'{1,2}'::int[]`): PostgreSQL folds it to a constant it can hash. */
const intArray = (values: number[]) => sql`${`{${values.join(',')}}`}::int[]`;

/**
 * Keeps only the tickets whose number can win anything in the draw, so a draw with a million
 * owned tickets hands a few thousand to the kernel's `checkTicket`, which alone says what they
 * won (the rules stay in one place; this only has to never leave a winner out).
 */
export function candidateFilter(number: SQLWrapper, numbers: CandidateNumbers): SQL {
  return sql`(${number} = any(${intArray(numbers.whole)})
    or ${number} / 1000 = any(${intArray(numbers.front3)})
    or ${number} % 1000 = any(${intArray(numbers.last3)})
    or ${number} % 100 = any(${intArray(numbers.last2)}))`;
}
