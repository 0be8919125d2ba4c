import type { LotteryDraw } from '../schemas/lottery-draw';

export type SaleWindow = Pick<LotteryDraw, 'sale_start_date' | 'sale_end_date' | 'is_sale_open'>;

/**
 * Spec §4: the sale is open only when the draw is flagged open and `now` (the server time, see
 * `serverNow()`) is inside the window. The start is inclusive and the end exclusive: at the very
 * instant of `sale_end_date` the sale has closed. Unreadable dates mean closed.
 */
export function isSaleOpen(draw: SaleWindow, now: Date): boolean {
  if (!draw.is_sale_open) return false;
  const start = Date.parse(draw.sale_start_date);
  const end = Date.parse(draw.sale_end_date);
  const at = now.getTime();
  if (Number.isNaN(start) || Number.isNaN(end) || Number.isNaN(at)) return false;
  return start <= at && at < end;
}
