import { ANY_DIGIT, PATTERN_LENGTH } from '@chokdee/shared-contract/rules/ticket-pattern';

/**
 * A run of fixed digits in a pattern, read off the integer ticket number:
 * `Math.floor(number / divisor) % modulus === value`. `__12__` is one run: (number / 100) % 100 = 12.
 */
export interface DigitRun {
  divisor: number;
  modulus: number;
  value: number;
}

/**
 * How to read the numbers of a pattern (six characters, digits or `_`) off the index
 * (draw_id[, store_id], number) in number order, so that LIMIT can stop early and no pattern
 * reads more than a few thousand index entries:
 * - `exact`: all six digits given → one equality.
 * - `range`: only leading digits given (`123___`, `1_____`) → one range, exactly the matches.
 * - `ranges`: the matches are at most 1000 ranges of consecutive numbers: every way to fill the
 *   free places before the last given digit, each followed by all its endings. `___456` is 1000
 *   single numbers (the ≤ 1000 candidates), `__12__` is 100 ranges of 100 (xy1200–xy1299),
 *   `_1__2_` 1000 ranges of 10. They are read in order, one index descent each, and only matching
 *   entries are read; the reading stops once enough groups are found.
 * - `range` with `runs`, `scan`: more than 1000 ranges — at most two digits given, ending near the
 *   number's end (`____56`, `_____7`, `1____5`) → the leading digits' range (or the whole draw or
 *   store) in number order, each entry tested; since at least one number in 100 matches, LIMIT
 *   stops after about 100 entries per group found. With two digits given, the scan first probes
 *   `probeFirst` (the first matching numbers) and goes on from the last of them only if needed.
 */
export type SearchPlan =
  | { kind: 'exact'; number: number }
  | { kind: 'range'; from: number; to: number; runs: DigitRun[] }
  | { kind: 'ranges'; starts: number[]; width: number }
  | { kind: 'scan'; runs: DigitRun[]; probeFirst?: number[] };

/** Up to this many ranges are probed one by one (as many index descents). */
export const MAX_RANGES = 1000;

/**
 * A scan for two given digits (`____56`) reads about 100 entries per group it finds; where stock
 * is dense, probing the first matching numbers one by one finds the groups with far fewer reads.
 * So the first this-many matching numbers are probed, and the scan only goes on after them.
 */
export const PROBE_BEFORE_SCAN = 200;

/** Expects a pattern the kernel's TicketPatternSchema accepted (six of `0-9_`, one digit at least). */
export function planSearch(pattern: string): SearchPlan {
  if (!/^[0-9_]{6}$/.test(pattern) || !/\d/.test(pattern))
    throw new Error(`not a search pattern: ${pattern}`);
  if (!pattern.includes(ANY_DIGIT)) return { kind: 'exact', number: Number(pattern) };

  const leading = pattern.indexOf(ANY_DIGIT);
  const lastGiven = pattern.search(/\d_*$/);
  const head = pattern.slice(0, lastGiven + 1);
  const width = 10 ** (PATTERN_LENGTH - head.length);
  if (lastGiven < leading) {
    const from = Number(head) * width;
    return { kind: 'range', from, to: from + width - 1, runs: [] };
  }
  const freeInHead = [...head].filter((ch) => ch === ANY_DIGIT).length;
  if (10 ** freeInHead <= MAX_RANGES) {
    return { kind: 'ranges', starts: fillings(head).map((start) => start * width), width };
  }
  const runs = digitRuns(pattern.slice(leading));
  if (leading > 0) {
    const span = 10 ** (PATTERN_LENGTH - leading);
    const from = Number(pattern.slice(0, leading)) * span;
    return { kind: 'range', from, to: from + span - 1, runs };
  }
  const given = PATTERN_LENGTH - [...pattern].filter((ch) => ch === ANY_DIGIT).length;
  if (given < 2) return { kind: 'scan', runs };
  return { kind: 'scan', runs, probeFirst: firstMatches(runs, PROBE_BEFORE_SCAN) };
}

/** The first `count` numbers the runs take, ascending. */
function firstMatches(runs: readonly DigitRun[], count: number): number[] {
  const numbers: number[] = [];
  for (let number = 0; numbers.length < count && number < 10 ** PATTERN_LENGTH; number += 1) {
    if (runsMatch(runs, number)) numbers.push(number);
  }
  return numbers;
}

/** The runs of digits in `part`, which ends at the number's last digit. */
function digitRuns(part: string): DigitRun[] {
  const runs: DigitRun[] = [];
  for (const match of part.matchAll(/\d+/g)) {
    const end = match.index + match[0].length;
    runs.push({
      divisor: 10 ** (part.length - end),
      modulus: 10 ** match[0].length,
      value: Number(match[0]),
    });
  }
  return runs;
}

/** Every way to fill the free places of `head`, as numbers, ascending. */
function fillings(head: string): number[] {
  const free = [...head].filter((ch) => ch === ANY_DIGIT).length;
  const numbers: number[] = [];
  for (let fill = 0; fill < 10 ** free; fill += 1) {
    const digits = String(fill).padStart(free, '0');
    let next = 0;
    numbers.push(Number([...head].map((ch) => (ch === ANY_DIGIT ? digits[next++] : ch)).join('')));
  }
  return numbers;
}

/** Whether a plan takes `number`: the reference the SQL must agree with (tests compare both). */
export function planMatches(plan: SearchPlan, number: number): boolean {
  switch (plan.kind) {
    case 'exact':
      return number === plan.number;
    case 'ranges': {
      const start = number - (number % plan.width);
      return binarySearch(plan.starts, start);
    }
    case 'range':
      return number >= plan.from && number <= plan.to && runsMatch(plan.runs, number);
    case 'scan':
      return runsMatch(plan.runs, number);
  }
}

function runsMatch(runs: readonly DigitRun[], number: number): boolean {
  return runs.every((run) => Math.floor(number / run.divisor) % run.modulus === run.value);
}

function binarySearch(sorted: readonly number[], value: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = sorted[middle]!;
    if (at === value) return true;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
