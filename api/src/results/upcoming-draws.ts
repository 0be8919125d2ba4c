import { addDays, bangkokDate } from '#api/lib/bangkok-time';
import { nextScheduledDrawDate, previousScheduledDrawDate, saleWindow } from '#api/lib/draw-schedule';

/** How many future draws the seed keeps ahead of today. */
export const UPCOMING_DRAW_COUNT = 6;

export interface PlannedDraw {
  draw_date: string;
  sale_start_at: Date;
  sale_end_at: Date;
}

/**
 * The next `count` scheduled draws from today (Bangkok) on, all strictly after `latestRealDraw`.
 * GLO sometimes moves a draw (2025-01-02, 2026-01-17); those real dates come from the results,
 * while the plan only ever holds the nominal 1st/16th, which an operator can correct later.
 * `latestKnownDraw` (any draw already stored) keeps the first planned sale window from
 * overlapping the window of a draw that is already there.
 */
export function planUpcomingDraws(options: {
  now: Date;
  latestRealDraw: string | null;
  latestKnownDraw: string | null;
  count?: number;
}): PlannedDraw[] {
  const { now, latestRealDraw, latestKnownDraw, count = UPCOMING_DRAW_COUNT } = options;
  const today = bangkokDate(now);
  // Start from the day before the later of today and the latest real draw, then walk forward.
  let from = addDays(today, -1);
  if (latestRealDraw && latestRealDraw > from) from = latestRealDraw;
  const plan: PlannedDraw[] = [];
  let previousKnown = latestKnownDraw;
  let drawDate = nextScheduledDrawDate(from);
  while (plan.length < count) {
    const scheduledPrevious = previousScheduledDrawDate(drawDate);
    const previous =
      previousKnown && previousKnown > scheduledPrevious && previousKnown < drawDate
        ? previousKnown
        : scheduledPrevious;
    plan.push({ draw_date: drawDate, ...saleWindow(drawDate, previous) });
    previousKnown = drawDate;
    drawDate = nextScheduledDrawDate(drawDate);
  }
  return plan;
}
