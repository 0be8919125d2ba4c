import { CLAIM_WINDOW_YEARS } from '@chokdee/shared-contract/rules/prize-claim';

/**
 * The draws a claim can be for: those within `CLAIM_WINDOW_YEARS` years (a prize is claimed
 * within two years of its draw) of the newest drawn draw, which stands for today without reading
 * the clock. Draw days are 'YYYY-MM-DD', newest first; ISO days compare as text.
 */
export function claimableDrawDates(drawDates: readonly string[]): string[] {
  const newest = drawDates[0];
  if (!newest) return [];
  const from = `${Number(newest.slice(0, 4)) - CLAIM_WINDOW_YEARS}${newest.slice(4)}`;
  return drawDates.filter((date) => date >= from);
}
