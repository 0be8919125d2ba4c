import { nextScheduledDrawDate, previousScheduledDrawDate, saleWindow } from './draw-schedule';

test.each([
  ['2026-11-21', '2026-12-01'],
  ['2026-12-01', '2026-12-16'],
  ['2026-12-15', '2026-12-16'],
  ['2026-12-16', '2027-01-01'],
  ['2026-05-16', '2026-06-01'],
])('the draw after %s is %s', (day, next) => {
  expect(nextScheduledDrawDate(day)).toBe(next);
});

test.each([
  ['2026-12-01', '2026-11-16'],
  ['2026-12-16', '2026-12-01'],
  ['2027-01-01', '2026-12-16'],
  ['2026-11-21', '2026-11-16'],
  ['2026-01-17', '2026-01-16'],
])('the draw before %s is %s', (day, previous) => {
  expect(previousScheduledDrawDate(day)).toBe(previous);
});

test('the sale opens 16:00 after the previous draw and closes 14:00 on the draw day (Bangkok)', () => {
  const window = saleWindow('2026-12-01', '2026-11-16');
  expect(window.sale_start_at.toISOString()).toBe('2026-11-16T09:00:00.000Z');
  expect(window.sale_end_at.toISOString()).toBe('2026-12-01T07:00:00.000Z');
});
