/** Six positions, each a digit or null (any digit), as the search form builds them. */
export type PatternDigits = readonly (string | null)[];

export const PATTERN_LENGTH = 6;
export const ANY_DIGIT = '_';

/** ['1', null, …] → '1_____'. */
export function toPattern(digits: PatternDigits): string {
  return Array.from({ length: PATTERN_LENGTH }, (_, i) => {
    const digit = digits[i];
    return digit && /^\d$/.test(digit) ? digit : ANY_DIGIT;
  }).join('');
}

/** Shorthands of the spec: front 3, last 3, last 2. */
export function frontThreePattern(digits: string): string {
  return `${digits.slice(0, 3)}${ANY_DIGIT.repeat(3)}`;
}

export function lastThreePattern(digits: string): string {
  return `${ANY_DIGIT.repeat(3)}${digits.slice(-3)}`;
}

export function lastTwoPattern(digits: string): string {
  return `${ANY_DIGIT.repeat(4)}${digits.slice(-2)}`;
}

/** Whether a six-digit number matches a pattern of digits and '_'. */
export function matchesPattern(number: string, pattern: string): boolean {
  if (number.length !== PATTERN_LENGTH || pattern.length !== PATTERN_LENGTH) return false;
  for (let i = 0; i < PATTERN_LENGTH; i += 1) {
    if (pattern[i] !== ANY_DIGIT && pattern[i] !== number[i]) return false;
  }
  return true;
}
