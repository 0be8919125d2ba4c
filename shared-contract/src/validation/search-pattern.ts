// Plain, with no zod: a store page checks the number a visitor types before any schema loads.

/** A search pattern's shape: six characters, each a digit or `_` (any digit). */
export const SEARCH_PATTERN_SHAPE = /^[0-9_]{6}$/;
/** A search pattern must name at least one digit. */
export const SEARCH_PATTERN_HAS_DIGIT = /\d/;

/** True for a pattern the API accepts (`TicketPatternSchema`, built on the same two rules). */
export function isSearchPattern(pattern: string | null | undefined): pattern is string {
  const trimmed = (pattern ?? '').trim();
  return SEARCH_PATTERN_SHAPE.test(trimmed) && SEARCH_PATTERN_HAS_DIGIT.test(trimmed);
}
