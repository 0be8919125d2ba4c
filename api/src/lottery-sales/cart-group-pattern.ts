import { ANY_DIGIT, PATTERN_LENGTH } from '@chokdee/shared-contract/rules/ticket-pattern';
import { sql, type SQL } from 'drizzle-orm';

/**
 * A group pick's optional pattern (`12__5_`) as a condition on the integer `number` column: the
 * leading fixed digits become a range (the index can use it), every other fixed digit a digit test.
 * No pattern, or one of only `_`, matches every number.
 */
export function patternCondition(column: SQL, pattern: string | undefined): SQL {
  if (!pattern || pattern.length !== PATTERN_LENGTH) return sql`true`;
  const prefix = /^\d*/.exec(pattern)?.[0] ?? '';
  const conditions: SQL[] = [];
  if (prefix.length > 0) {
    const scale = 10 ** (PATTERN_LENGTH - prefix.length);
    const low = Number(prefix) * scale;
    conditions.push(sql`${column} BETWEEN ${low}::int AND ${low + scale - 1}::int`);
  }
  for (let i = prefix.length; i < PATTERN_LENGTH; i += 1) {
    const digit = pattern[i];
    if (digit === undefined || digit === ANY_DIGIT) continue;
    const place = 10 ** (PATTERN_LENGTH - 1 - i);
    conditions.push(sql`(${column} / ${place}::int) % 10 = ${Number(digit)}::int`);
  }
  return conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`true`;
}
