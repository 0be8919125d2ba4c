import { STOCK_BATCH_MS } from './stock-notice-batch';

/**
 * Writes to open pages one process makes a second, at most. A write to a page is a system call on
 * its socket, whatever the event holds: with a thousand pages a process, ten events a second cost
 * more CPU than the reservations that caused them.
 */
export const STOCK_WRITES_PER_SECOND = 2_500;

/** The longest a notice waits for its batch: a page shows a change well within a second. */
export const STOCK_BATCH_MAX_MS = 400;

/**
 * How long the notices of a store gather, given the pages open in this process: the shortest
 * window while they are few, wider as they grow so that one event to each of them a window stays
 * within `STOCK_WRITES_PER_SECOND`, and never past `STOCK_BATCH_MAX_MS`.
 */
export function stockBatchWindowMs(openStreams: number): number {
  const budgeted = Math.ceil((openStreams * 1000) / STOCK_WRITES_PER_SECOND);
  return Math.min(STOCK_BATCH_MAX_MS, Math.max(STOCK_BATCH_MS, budgeted));
}
