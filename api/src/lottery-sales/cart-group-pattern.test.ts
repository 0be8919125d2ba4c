import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { patternCondition } from './cart-group-pattern';

const dialect = new PgDialect();
function render(pattern: string | undefined) {
  const { sql: text, params } = dialect.sqlToQuery(patternCondition(sql`n`, pattern));
  return { sql: text, params };
}

test('no pattern, or only blanks, matches every number', () => {
  expect(render(undefined).sql).toBe('true');
  expect(render('______').sql).toBe('true');
});

test('leading digits become a range the index can use', () => {
  expect(render('12____')).toEqual({ sql: 'n BETWEEN $1::int AND $2::int', params: [120000, 129999] });
  expect(render('123456')).toEqual({ sql: 'n BETWEEN $1::int AND $2::int', params: [123456, 123456] });
  expect(render('0_____')).toEqual({ sql: 'n BETWEEN $1::int AND $2::int', params: [0, 99999] });
});

test('every other digit is a test on its place', () => {
  expect(render('____56')).toEqual({
    sql: '(n / $1::int) % 10 = $2::int AND (n / $3::int) % 10 = $4::int',
    params: [10, 5, 1, 6],
  });
  expect(render('1_3___')).toEqual({
    sql: 'n BETWEEN $1::int AND $2::int AND (n / $3::int) % 10 = $4::int',
    params: [100000, 199999, 1000, 3],
  });
});

/** The same rule as the kernel's `matchesPattern`, checked on numbers (place values × digits). */
test.each([
  ['____56', 100056, true],
  ['____56', 100065, false],
  ['1_3___', 123999, true],
  ['1_3___', 124999, false],
])('%s against %d: %s', (pattern, number, expected) => {
  const { sql: text, params } = render(pattern);
  const evaluated = text
    .replace(/\$(\d+)::int/g, (_, i: string) => String(params[Number(i) - 1]))
    .replace(/\bn\b/g, String(number))
    .replace(/(\d+) BETWEEN (\d+) AND (\d+)/g, (_, v, lo, hi) => String(+v >= +lo && +v <= +hi))
    .replace(/\((\d+) \/ (\d+)\) % 10 = (\d+)/g, (_, v, place, d) =>
      String(Math.floor(v / place) % 10 === +d),
    )
    .split(' AND ')
    .every((part) => part === 'true');
  expect(evaluated).toBe(expected);
});
