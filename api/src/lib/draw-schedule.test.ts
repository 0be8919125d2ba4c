import {
  clockShiftClearOfClosedSale,
  nextScheduledDrawDate,
  previousScheduledDrawDate,
  saleWindow,
} from './draw-schedule';

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

describe("a test run is kept clear of a draw day's closed hours (14:00 to 16:00 Bangkok)", () => {
  const hour = 3_600_000;
  const bangkok = (iso: string) => new Date(`${iso}+07:00`);

  test.each([
    ['not a draw day, in the afternoon', '2026-12-03T14:30:00'],
    ['a draw day, ending as the sale closes', '2026-12-16T12:00:00'],
    ['a draw day, once the next sale has opened', '2026-12-16T16:00:00'],
    ['the night before a draw day', '2026-12-15T23:30:00'],
  ])('%s: the real clock', (_case, start) => {
    expect(clockShiftClearOfClosedSale(bangkok(start), 2 * hour)).toBe(0);
  });

  test.each([
    ['starting two hours before the close', '2026-12-16T12:30:00'],
    ['starting while closed', '2026-12-16T14:30:00'],
    ['starting a minute before the next sale', '2026-01-01T15:59:00'],
  ])('%s: back so that it ends as the sale closes', (_case, start) => {
    const now = bangkok(start);
    const shift = clockShiftClearOfClosedSale(now, 2 * hour);
    expect(shift).toBeLessThan(0);
    const end = new Date(now.getTime() + shift + 2 * hour);
    expect(end).toEqual(bangkok(`${start.slice(0, 10)}T14:00:00`));
  });
});
