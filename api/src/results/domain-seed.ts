import { eq, inArray, max } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { lotteryDraws, lotteryResults, type NewLotteryDrawRow } from './results-tables';
import type { DomainSeed } from '#api/db/seed/domain-seed';
import { addDays } from '#api/lib/bangkok-time';
import { saleWindow } from '#api/lib/draw-schedule';
import { loadHistoricalResults, type SeedResult } from './historical-results';
import { planUpcomingDraws } from './upcoming-draws';

export const SEED_SOURCE = 'seed:thai-lottery-results.json';

/** Reference data: the real results of `data/thai-lottery-results.json`, and the next draws to sell. */
export const domainSeed: DomainSeed = {
  async reference(tx, { seedDataFile, now }) {
    const results = await loadHistoricalResults(seedDataFile);
    const { drawsInserted, resultsInserted } = await seedHistoricalResults(tx, results);
    const upcomingInserted = await seedUpcomingDraws(tx, now);
    return { counts: { drawsInserted, resultsInserted, upcomingInserted } };
  },
};

async function seedHistoricalResults(db: Executor, results: SeedResult[]) {
  const draws: NewLotteryDrawRow[] = results.map((result, index) => {
    // A past draw was on sale from the previous real draw (or ~15 days before the first one).
    const previous = results[index - 1]?.draw_date ?? addDays(result.draw_date, -15);
    return { draw_date: result.draw_date, ...saleWindow(result.draw_date, previous), is_sale_open: false };
  });
  const insertedDraws = await db
    .insert(lotteryDraws)
    .values(draws)
    .onConflictDoNothing({ target: lotteryDraws.draw_date })
    .returning({ id: lotteryDraws.id });

  const ids = await db
    .select({ id: lotteryDraws.id, draw_date: lotteryDraws.draw_date })
    .from(lotteryDraws)
    .where(
      inArray(
        lotteryDraws.draw_date,
        results.map((r) => r.draw_date),
      ),
    );
  const idByDate = new Map(ids.map((row) => [row.draw_date, row.id]));
  const insertedResults = await db
    .insert(lotteryResults)
    .values(
      results.map(({ draw_date, ...numbers }) => ({
        draw_id: idByDate.get(draw_date) ?? missingDraw(draw_date),
        ...numbers,
        source: SEED_SOURCE,
      })),
    )
    .onConflictDoNothing({ target: lotteryResults.draw_id })
    .returning({ id: lotteryResults.id });
  return { drawsInserted: insertedDraws.length, resultsInserted: insertedResults.length };
}

async function seedUpcomingDraws(db: Executor, now: Date): Promise<number> {
  const [latest] = await db
    .select({ real: max(lotteryDraws.draw_date) })
    .from(lotteryDraws)
    .innerJoin(lotteryResults, eq(lotteryResults.draw_id, lotteryDraws.id));
  const [known] = await db.select({ date: max(lotteryDraws.draw_date) }).from(lotteryDraws);
  const plan = planUpcomingDraws({
    now,
    latestRealDraw: latest?.real ?? null,
    latestKnownDraw: known?.date ?? null,
  });
  const inserted = await db
    .insert(lotteryDraws)
    .values(plan.map((draw) => ({ ...draw, is_sale_open: true })))
    .onConflictDoNothing({ target: lotteryDraws.draw_date })
    .returning({ id: lotteryDraws.id });
  return inserted.length;
}

function missingDraw(drawDate: string): never {
  throw new Error(`seed: draw ${drawDate} was neither inserted nor found`);
}
