import { eq, inArray, max, sql } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { lotteryDraws, lotteryResults, type NewLotteryDrawRow } from '../schema/lottery';
import { addDays } from '#api/lib/bangkok-time';
import { seedConsents } from './consents';
import { seedDemoContent, seedReferenceContent } from './contents';
import { seedPray } from './pray';
import { seedQuests } from './quests';
import { seedRewards } from './rewards';
import { seedStores } from './stores';
import { seedShop } from './shop';
import { seedTruck } from './truck';
import { loadHistoricalResults, type SeedResult } from './historical-results';
import { saleWindow } from '#api/lib/draw-schedule';
import { planUpcomingDraws } from './upcoming-draws';
import { seedDemoStaff } from './demo-staff';

export const SEED_SOURCE = 'seed:thai-lottery-results.json';

export interface SeedReport {
  drawsInserted: number;
  resultsInserted: number;
  upcomingInserted: number;
}

export interface SeedOptions {
  seedDataFile: string;
  now: Date;
  /**
   * Also the demo data: dealers whose password is written in this repository, their tickets,
   * articles, social posts, popups and rewards (`config.seedDemo`, off in production).
   */
  demo: boolean;
  ticketCount?: number;
}

/**
 * Runs at every start and inserts only what is missing (ON CONFLICT DO NOTHING), so restarts and
 * several API processes on one database are safe. Reference data always: the real results, the
 * next draws to sell, the consent text and the site's own pages (legal pages included). Demo data
 * only when asked: the demo dealers and, when the current draw has none yet, their tickets, the
 * articles, social posts, popups and rewards, and the quests, amulet shops and prayer projects.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedReport> {
  const results = await loadHistoricalResults(options.seedDataFile);
  const { report, ticketsInserted } = await db.transaction(async (tx) => {
    const { drawsInserted, resultsInserted } = await seedHistoricalResults(tx, results);
    const upcomingInserted = await seedUpcomingDraws(tx, options.now);
    await seedConsents(tx);
    await seedReferenceContent(tx, options.now);
    const report = { drawsInserted, resultsInserted, upcomingInserted };
    if (!options.demo) return { report, ticketsInserted: 0 };
    await seedRewards(tx);
    await seedDemoContent(tx, options.now);
    // The new domains' demos: quests (and a member close to a reward), amulet shops, prayer projects.
    await seedQuests(tx, options.now);
    await seedShop(tx, options.now);
    await seedPray(tx, options.now);
    await seedDemoStaff(tx, options.now);
    const stock = await seedStores(tx, { now: options.now, ticketCount: options.ticketCount ?? 0 });
    // Truck stores and operators need the demo stores.
    await seedTruck(tx, options.now);
    return { report, ...stock };
  });
  // Number search reads the tickets from the index alone only on pages VACUUM marked all-visible
  // (VACUUM cannot run inside the transaction).
  if (ticketsInserted > 0) await db.execute(sql`VACUUM ANALYZE tickets`);
  return report;
}

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
