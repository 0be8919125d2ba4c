import { BUDDHIST_ERA_OFFSET } from '@chokdee/shared-contract/format/date';
import type { LotteryDraw } from '@chokdee/shared-contract/schemas/lottery-draw';

export type DrawYear = {
  /** Buddhist-era year, e.g. 2569. */
  year: number;
  /** The year's drawn draws, newest first. */
  draws: LotteryDraw[];
};

export type DrawSummary = {
  drawnCount: number;
  upcoming: LotteryDraw[];
  oldest: LotteryDraw | null;
  latest: LotteryDraw | null;
  years: DrawYear[];
};

/**
 * Orders 'YYYY-MM-DD' texts by code unit, which is date order. `localeCompare` would load the
 * browser's collation data on the first visit (ADR 002, round 6) to compare digits.
 */
const byDrawDate = (a: LotteryDraw, b: LotteryDraw) =>
  a.draw_date < b.draw_date ? -1 : a.draw_date > b.draw_date ? 1 : 0;

/** Drawn draws by Buddhist year (newest year first) and the ones still to come (soonest first). */
export function summariseDraws(draws: readonly LotteryDraw[]): DrawSummary {
  const drawn = draws.filter((d) => d.has_results).sort((a, b) => byDrawDate(b, a));
  const upcoming = draws.filter((d) => !d.has_results).sort(byDrawDate);
  const years: DrawYear[] = [];
  for (const draw of drawn) {
    const year = Number(draw.draw_date.slice(0, 4)) + BUDDHIST_ERA_OFFSET;
    const last = years.at(-1);
    if (last?.year === year) last.draws.push(draw);
    else years.push({ year, draws: [draw] });
  }
  return {
    drawnCount: drawn.length,
    upcoming,
    oldest: drawn.at(-1) ?? null,
    latest: drawn[0] ?? null,
    years,
  };
}
