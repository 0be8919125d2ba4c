import { BUDDHIST_ERA_OFFSET } from '@chokdee/shared-kernel/format/date';
import type { LotteryDraw } from '@chokdee/shared-kernel/schemas/lottery-draw';

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

/** Drawn draws by Buddhist year (newest year first) and the ones still to come (soonest first). */
export function summariseDraws(draws: readonly LotteryDraw[]): DrawSummary {
  const drawn = draws.filter((d) => d.has_results).sort((a, b) => b.draw_date.localeCompare(a.draw_date));
  const upcoming = draws.filter((d) => !d.has_results).sort((a, b) => a.draw_date.localeCompare(b.draw_date));
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
