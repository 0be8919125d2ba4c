import { STOCK_BATCH_MAX_MS, STOCK_WRITES_PER_SECOND, stockBatchWindowMs } from './stock-batch-window';
import { STOCK_BATCH_MS } from './stock-notice-batch';

it('keeps the shortest window while the pages open here are few', () => {
  expect(stockBatchWindowMs(0)).toBe(STOCK_BATCH_MS);
  expect(stockBatchWindowMs((STOCK_WRITES_PER_SECOND * STOCK_BATCH_MS) / 1000)).toBe(STOCK_BATCH_MS);
});

it('widens with the pages so that the writes a second stay within the budget', () => {
  const pages = (STOCK_WRITES_PER_SECOND * STOCK_BATCH_MS * 2) / 1000;
  const window = stockBatchWindowMs(pages);
  expect(window).toBe(STOCK_BATCH_MS * 2);
  expect((pages * 1000) / window).toBeLessThanOrEqual(STOCK_WRITES_PER_SECOND);
});

it('never waits longer than a page may, however many pages are open', () => {
  expect(stockBatchWindowMs(1_000_000)).toBe(STOCK_BATCH_MAX_MS);
  expect(STOCK_BATCH_MAX_MS).toBeLessThan(1_000);
});
