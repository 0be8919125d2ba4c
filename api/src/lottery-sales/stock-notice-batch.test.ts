import type { StockNotice } from './stock-fan-out';
import { STOCK_BATCH_MS, StockNoticeBatch } from './stock-notice-batch';
import { STOCK_NOTICE_MAX_NUMBERS } from './stock-notice';

let sent: StockNotice[];
let batch: StockNoticeBatch;

beforeEach(() => {
  jest.useFakeTimers();
  sent = [];
  batch = new StockNoticeBatch((notice) => sent.push(notice));
});
afterEach(() => {
  batch.close();
  jest.useRealTimers();
});

const notice = (numbers: number[], store_code = 'S1', draw_id = 7): StockNotice => ({
  store_code,
  draw_id,
  numbers,
});

it('sends the notices of one store and draw within the window as one, their numbers joined', () => {
  batch.add(notice([1, 2]));
  batch.add(notice([2, 3]));
  jest.advanceTimersByTime(STOCK_BATCH_MS - 1);
  expect(sent).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(sent).toEqual([notice([1, 2, 3])]);
});

it('keeps stores and draws apart, and starts a new window after sending', () => {
  batch.add(notice([1]));
  batch.add(notice([1], 'S2'));
  batch.add(notice([1], 'S1', 8));
  jest.advanceTimersByTime(STOCK_BATCH_MS);
  expect(sent).toEqual([notice([1]), notice([1], 'S2'), notice([1], 'S1', 8)]);
  batch.add(notice([4]));
  jest.advanceTimersByTime(STOCK_BATCH_MS);
  expect(sent.at(-1)).toEqual(notice([4]));
});

it('says reload when one notice did, or when the joined numbers are too many to list', () => {
  batch.add(notice([1]));
  batch.add({ store_code: 'S1', draw_id: 7, reload: true });
  batch.add(
    notice(
      Array.from({ length: STOCK_NOTICE_MAX_NUMBERS }, (_, i) => i),
      'S2',
    ),
  );
  batch.add(notice([STOCK_NOTICE_MAX_NUMBERS], 'S2'));
  jest.advanceTimersByTime(STOCK_BATCH_MS);
  expect(sent).toEqual([
    { store_code: 'S1', draw_id: 7, reload: true },
    { store_code: 'S2', draw_id: 7, reload: true },
  ]);
});

it('sends nothing after it is closed', () => {
  batch.add(notice([1]));
  batch.close();
  jest.advanceTimersByTime(STOCK_BATCH_MS);
  expect(sent).toEqual([]);
});

it('asks for its window when a notice opens one, so the window can follow the load', () => {
  let windowMs = 300;
  const adaptive = new StockNoticeBatch(
    (n) => sent.push(n),
    () => windowMs,
  );
  adaptive.add(notice([1]));
  windowMs = 100;
  jest.advanceTimersByTime(299);
  expect(sent).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(sent).toEqual([notice([1])]);
  adaptive.add(notice([2]));
  jest.advanceTimersByTime(100);
  expect(sent.at(-1)).toEqual(notice([2]));
  adaptive.close();
});
