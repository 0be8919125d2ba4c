import { checkTicket } from '@chokdee/shared-contract/rules/prize';
import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { queryRows } from '#api/lottery-sales/cart-sql';
import { buildTestApp } from '#api/test/build-test-app';
import { candidateFilter, candidateNumbers } from './win-candidates';

jest.setTimeout(60_000);

const pad6 = (n: number) => String(n).padStart(6, '0');
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => pad6(from + i * 7));

/** A draw with a leading zero in every kind of number, so the integer forms are tested too. */
const RESULT: LotteryResult = {
  draw_date: '2026-09-01',
  slug: '2026-09-01',
  first: '017212',
  adjacent_first: ['017211', '017213'],
  second: range(82_727, 5),
  third: range(113_900, 10),
  fourth: range(206_626, 50),
  fifth: range(336_526, 100),
  front3: ['057', '346'],
  last3: ['036', '740'],
  last2: '04',
};

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** The numbers of `numbers` the SQL narrowing keeps. */
async function candidates(numbers: SQL): Promise<Set<number>> {
  const rows = await queryRows<{ n: number }>(
    app.db,
    sql`select n from ${numbers} as t(n) where ${candidateFilter(sql`n`, candidateNumbers(RESULT))}`,
  );
  return new Set(rows.map((row) => row.n));
}

test('a ticket matching each prize tier is a candidate; one matching none is not', async () => {
  const byTier = {
    first: '017212',
    adjacent_first: '017213',
    second: pad6(82_727 + 7),
    third: pad6(113_900 + 63),
    fourth: pad6(206_626 + 7 * 49),
    fifth: pad6(336_526 + 7 * 99),
    front3: '057999',
    last3: '999036',
    last2: '999904',
  };
  for (const [tier, number] of Object.entries(byTier)) {
    expect(checkTicket(RESULT, number).map((win) => win.tier)).toContain(tier);
  }
  const losers = ['999999', '170212', '057', '036000', '000040', '340999'].filter((n) => n.length === 6);
  for (const number of losers) expect(checkTicket(RESULT, number)).toEqual([]);

  const asked = [...Object.values(byTier), ...losers].map(Number);
  const kept = await candidates(sql`unnest(${`{${asked.join(',')}}`}::int[])`);
  expect([...kept].sort((a, b) => a - b)).toEqual(
    Object.values(byTier)
      .map(Number)
      .sort((a, b) => a - b),
  );
});

test('over every six-digit number, the candidates are exactly the numbers the kernel says win', async () => {
  const kept = await candidates(sql`generate_series(0, 999999)`);
  const winners = new Set<number>();
  for (let n = 0; n <= 999_999; n += 1) if (checkTicket(RESULT, pad6(n)).length > 0) winners.add(n);
  expect(kept.size).toBe(winners.size);
  expect([...kept].filter((n) => !winners.has(n))).toEqual([]);
});
