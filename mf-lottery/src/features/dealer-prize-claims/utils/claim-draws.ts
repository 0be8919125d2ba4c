import { CLAIM_WINDOW_YEARS } from '@chokdee/shared-contract/rules/prize-claim';

/**
 * The draws a claim can be for: those of the last `CLAIM_WINDOW_YEARS` years (a prize is claimed
 * within two years of its draw). ISO days compare as text.
 */
export function claimableDrawDates(drawDates: readonly string[], today: Date = new Date()): string[] {
  const from = `${today.getFullYear() - CLAIM_WINDOW_YEARS}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return drawDates.filter((date) => date >= from);
}
