import { bangkokDate, bangkokInstant } from './bangkok-time';

/**
 * Sale window of a draw, in Bangkok time. GLO draws at about 14:30 and the results are out by
 * about 16:00, so a draw's tickets go on sale at 16:00 on the previous draw day and stop at 14:00
 * on its own day. Between 14:00 and 16:00 on a draw day nothing is on sale.
 */
export const SALE_OPENS_AT_HOUR = 16;
export const SALE_CLOSES_AT_HOUR = 14;

/** Draws are held on the 1st and 16th of the month (spec settings `draw_days`). */
export const DRAW_DAYS_OF_MONTH = [1, 16] as const;

const pad = (n: number) => String(n).padStart(2, '0');

export function saleWindow(
  drawDate: string,
  previousDrawDate: string,
): { sale_start_at: Date; sale_end_at: Date } {
  return {
    sale_start_at: bangkokInstant(previousDrawDate, SALE_OPENS_AT_HOUR),
    sale_end_at: bangkokInstant(drawDate, SALE_CLOSES_AT_HOUR),
  };
}

/** The scheduled draw day (1st or 16th) right after `day` (exclusive). */
export function nextScheduledDrawDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (date < 16) return `${year}-${pad(month)}-16`;
  return month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
}

/** The scheduled draw day (1st or 16th) right before `day` (exclusive). */
export function previousScheduledDrawDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  if (date > 16) return `${year}-${pad(month)}-16`;
  if (date > 1) return `${year}-${pad(month)}-01`;
  return month === 1 ? `${year - 1}-12-16` : `${year}-${pad(month - 1)}-16`;
}

/**
 * How far back a test stack's clock must start so that a run of `runMs` from `now` never reaches a
 * draw day's closed hours (`SALE_CLOSES_AT_HOUR` to `SALE_OPENS_AT_HOUR`, Bangkok), where nothing
 * is on sale and every journey that buys would fail: 0 when it would not, else the (negative) shift
 * that makes the run end as the sale closes.
 */
export function clockShiftClearOfClosedSale(now: Date, runMs: number): number {
  const day = bangkokDate(now);
  if (!(DRAW_DAYS_OF_MONTH as readonly number[]).includes(Number(day.slice(8)))) return 0;
  const closes = bangkokInstant(day, SALE_CLOSES_AT_HOUR).getTime();
  const opens = bangkokInstant(day, SALE_OPENS_AT_HOUR).getTime();
  const end = now.getTime() + runMs;
  if (end <= closes || now.getTime() >= opens) return 0;
  return closes - end;
}
