import type { StockNotice } from './stock-fan-out';
import { STOCK_NOTICE_MAX_NUMBERS } from './stock-notice';

/** How long notices of one store gather before its pages hear them: well inside the 1 s a page may wait. */
export const STOCK_BATCH_MS = 100;

/**
 * Before a draw closes a store's notices arrive as fast as buyers reserve, hundreds a second, and
 * each one sent on its own cost a count query and a write to every open page: with two thousand
 * pages the writes, not the reservations, took the processes. A page needs where the numbers are
 * now, not every step: the notices of one store and draw that come within `windowMs` go out as
 * one event (one query, one write a page), the union of their numbers, or `reload` when one of
 * them said so or the union is past what a notice may list.
 */
export class StockNoticeBatch {
  private readonly pending = new Map<string, StockNotice>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly send: (notice: StockNotice) => void,
    /** A number, or asked each time a notice opens a window (see `stockBatchWindowMs`). */
    private readonly windowMs: number | (() => number) = STOCK_BATCH_MS,
  ) {}

  add(notice: StockNotice): void {
    const key = `${notice.store_code}\u0000${notice.draw_id}`;
    this.pending.set(key, merged(this.pending.get(key), notice));
    this.timer ??= setTimeout(
      () => this.flush(),
      typeof this.windowMs === 'number' ? this.windowMs : this.windowMs(),
    );
  }

  /** Sends what has gathered now (the window's end, or a shutdown). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    const notices = [...this.pending.values()];
    this.pending.clear();
    notices.forEach(this.send);
  }

  close(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    this.pending.clear();
  }
}

function merged(earlier: StockNotice | undefined, notice: StockNotice): StockNotice {
  if (!earlier) return notice;
  const base = { store_code: notice.store_code, draw_id: notice.draw_id };
  if (earlier.reload || notice.reload) return { ...base, reload: true };
  const numbers = new Set([...(earlier.numbers ?? []), ...(notice.numbers ?? [])]);
  return numbers.size > STOCK_NOTICE_MAX_NUMBERS
    ? { ...base, reload: true }
    : { ...base, numbers: [...numbers] };
}
