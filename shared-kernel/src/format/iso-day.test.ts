import { dateFromIsoDay, isoDayOf } from './iso-day';

it('turns a calendar day into a local date and back, whatever the time zone', () => {
  expect(isoDayOf(dateFromIsoDay('2026-01-01')!)).toBe('2026-01-01');
  expect(isoDayOf(new Date(2026, 11, 31, 23, 59))).toBe('2026-12-31');
});

it('refuses what is not a real day', () => {
  for (const text of ['2026-02-30', '2026-13-01', '1/12/2569', ''])
    expect(dateFromIsoDay(text)).toBeUndefined();
});
