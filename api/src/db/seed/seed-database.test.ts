import { desc, eq, sql } from 'drizzle-orm';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../client';
import { lotteryDraws, lotteryResults } from '#api/results/results-tables';
import { openTestDatabase } from '#api/test/pglite-template';
import { testConfig, TEST_NOW } from '#api/test/build-test-app';
import { SEED_SOURCE } from '#api/results/domain-seed';
import { seedDatabase } from './seed-database';

let handle: DatabaseHandle;
const seedDataFile = testConfig().seedDataFile;

beforeAll(async () => {
  ({ handle } = await openTestDatabase());
  // Start from empty tables (the run's snapshot is already seeded): this file tests the seed itself.
  await handle.db.execute(sql`TRUNCATE lottery_results, lottery_draws RESTART IDENTITY CASCADE`);
});
afterAll(() => handle.close());

const countRows = async (table: typeof lotteryDraws | typeof lotteryResults) =>
  (await handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

test('the first run inserts the 218 real draws with results and six upcoming draws', async () => {
  const report = await seedDatabase(handle.db, { seedDataFile, now: TEST_NOW, demo: true });
  expect(report).toEqual({ drawsInserted: 218, resultsInserted: 218, upcomingInserted: 6 });
  expect(await countRows(lotteryResults)).toBe(218);
  expect(await countRows(lotteryDraws)).toBe(224);
});

test('the latest real draw is 2026-05-16 with first prize 107387', async () => {
  const [latest] = await handle.db
    .select({ draw_date: lotteryDraws.draw_date, first: lotteryResults.first, source: lotteryResults.source })
    .from(lotteryResults)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryResults.draw_id))
    .orderBy(desc(lotteryDraws.draw_date))
    .limit(1);
  expect(latest).toEqual({ draw_date: '2026-05-16', first: '107387', source: SEED_SOURCE });
});

test('leading zeros survive and each tier keeps its size', async () => {
  const [row] = await handle.db
    .select()
    .from(lotteryResults)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryResults.draw_id))
    .where(eq(lotteryDraws.draw_date, '2026-05-16'));
  expect(row?.lottery_results.last2).toBe('08');
  expect(row?.lottery_results.front3).toEqual(['091', '298']);
  expect(row?.lottery_results.fourth).toHaveLength(50);
  expect(row?.lottery_results.fifth).toHaveLength(100);
  expect(row?.lottery_draws.is_sale_open).toBe(false);
});

test('running it again (a restart) inserts nothing and changes nothing', async () => {
  const before = await handle.db.select().from(lotteryDraws).orderBy(lotteryDraws.id);
  const report = await seedDatabase(handle.db, { seedDataFile, now: TEST_NOW, demo: true });
  expect(report).toEqual({ drawsInserted: 0, resultsInserted: 0, upcomingInserted: 0 });
  expect(await handle.db.select().from(lotteryDraws).orderBy(lotteryDraws.id)).toEqual(before);
});

test('a later start tops the upcoming draws up to six ahead', async () => {
  const report = await seedDatabase(handle.db, {
    seedDataFile,
    now: new Date('2026-12-05T00:00:00Z'),
    demo: true,
  });
  expect(report).toEqual({ drawsInserted: 0, resultsInserted: 0, upcomingInserted: 1 });
  const [last] = await handle.db.select().from(lotteryDraws).orderBy(desc(lotteryDraws.draw_date)).limit(1);
  expect(last?.draw_date).toBe('2027-03-01');
  expect(last?.sale_start_at.toISOString()).toBe('2027-02-16T09:00:00.000Z');
});

test('a broken seed file stops the start with the place of the problem', async () => {
  const file = path.join(os.tmpdir(), `chokdee-bad-seed-${process.pid}.json`);
  writeFileSync(file, JSON.stringify([{ draw_date: '2026-05-16', first: '10738' }]));
  try {
    await expect(seedDatabase(handle.db, { seedDataFile: file, now: TEST_NOW, demo: true })).rejects.toThrow(
      /invalid at 0\.first/,
    );
  } finally {
    rmSync(file, { force: true });
  }
});
