import type { FastifyInstance } from 'fastify';
import { eq, gte } from 'drizzle-orm';
import type { Database, Executor } from '#api/db/client';
import { lotteryDraws, lotteryResults } from './results-tables';
import { bangkokDate, bangkokInstant } from '#api/lib/bangkok-time';
import { DRAW_DAYS_OF_MONTH, previousScheduledDrawDate, SALE_OPENS_AT_HOUR } from '#api/lib/draw-schedule';
import { fetchLatestGloResult, storeGloResult, type ImportOptions, type ImportReport } from './glo-importer';
import { sendPendingWinNotices } from './win-notices';

export const RESULTS_CHECK_INTERVAL_MS = 15 * 60 * 1000;

/**
 * The latest draw day whose results should be out by `now`: the latest 1st or 16th (Bangkok) whose
 * 16:00 has passed (GLO draws at about 14:30 and has every number out by then).
 */
export function latestDueDrawDay(now: Date): string {
  const today = bangkokDate(now);
  const isDrawDay = (DRAW_DAYS_OF_MONTH as readonly number[]).includes(Number(today.slice(8)));
  if (isDrawDay && now.getTime() >= bangkokInstant(today, SALE_OPENS_AT_HOUR).getTime()) return today;
  return previousScheduledDrawDate(today);
}

/**
 * The due draw day when no result of it (or of a later day: GLO sometimes draws a day late) is
 * stored yet; null when there is nothing to fetch.
 */
export async function missingResultDay(db: Executor, now: Date): Promise<string | null> {
  const due = latestDueDrawDay(now);
  const [found] = await db
    .select({ id: lotteryResults.id })
    .from(lotteryResults)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryResults.draw_id))
    .where(gte(lotteryDraws.draw_date, due))
    .limit(1);
  return found ? null : due;
}

export type ScheduledImport =
  | { outcome: 'nothing_missing' }
  | { outcome: 'not_out_yet'; due: string; latest: string }
  | ({ outcome: 'stored' } & { report: ImportReport });

/**
 * One check of the schedule: when the latest due draw has no results, read GLO's latest and store
 * it only if it is that draw (or a later one). GLO keeps answering the previous draw until the new
 * one is out, and that one is stored already (or was imported by hand): nothing to do then.
 */
export async function importDueResults(
  db: Database,
  options: Pick<ImportOptions, 'url' | 'now' | 'fetch' | 'log' | 'limits'>,
): Promise<ScheduledImport> {
  const due = await missingResultDay(db, options.now);
  if (!due) return { outcome: 'nothing_missing' };
  const result = await fetchLatestGloResult(options);
  if (result.draw_date < due) return { outcome: 'not_out_yet', due, latest: result.draw_date };
  return { outcome: 'stored', report: await storeGloResult(db, result, options) };
}

/**
 * Every 15 minutes (and once at start) the win notices an earlier run left unsent (a process
 * stopped after a result committed), then `importDueResults`. Failures are logged and tried again
 * next time. Started by `server.ts` only, never in tests; `stop()` on close.
 */
export function startResultsSchedule(
  app: FastifyInstance,
  options: { intervalMs?: number } = {},
): { stop: () => void } {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      const told = await sendPendingWinNotices(app.db, app.now());
      if (told > 0) app.log.info({ win_notices: told }, 'win notices left from an earlier run sent');
    } catch (error) {
      app.log.warn({ err: error }, 'win notices sweep failed; will try again');
    }
    try {
      const done = await importDueResults(app.db, {
        url: app.config.gloResultsUrl,
        now: app.now(),
        log: app.log,
        limits: app.config.databaseLimits.maintenance,
      });
      if (done.outcome === 'not_out_yet') app.log.info(done, 'GLO has no results of the due draw yet');
    } catch (error) {
      app.log.warn({ err: error }, 'GLO results import failed; will try again');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), options.intervalMs ?? RESULTS_CHECK_INTERVAL_MS);
  timer.unref();
  void tick();
  return { stop: () => clearInterval(timer) };
}
