import { bangkokDayKey, isTodayInBangkok } from './bangkok-day';

describe('bangkokDayKey', () => {
  it('is still the same Bangkok day one second before 17:00 UTC', () => {
    expect(bangkokDayKey(new Date('2026-05-16T16:59:59Z'))).toBe('20260516');
  });

  it('turns to the next day at Bangkok midnight (17:00 UTC), while UTC is still the day before', () => {
    expect(bangkokDayKey(new Date('2026-05-16T17:00:00Z'))).toBe('20260517');
  });

  it('counts the early UTC hours as the same Bangkok day', () => {
    expect(bangkokDayKey(new Date('2026-05-16T00:00:00Z'))).toBe('20260516');
  });

  it('turns the year over at Bangkok new year and uses the Gregorian year (not the Buddhist one)', () => {
    expect(bangkokDayKey(Date.parse('2026-12-31T16:59:59Z'))).toBe('20261231');
    expect(bangkokDayKey(Date.parse('2026-12-31T17:00:00Z'))).toBe('20270101');
  });

  it('gives an empty key for an invalid clock', () => {
    expect(bangkokDayKey(Number.NaN)).toBe('');
  });
});

describe('isTodayInBangkok', () => {
  const beforeMidnight = new Date('2026-05-16T16:59:00Z');
  const afterMidnight = new Date('2026-05-16T17:01:00Z');

  it('is true for a key stored earlier the same Bangkok day', () => {
    expect(isTodayInBangkok('20260516', beforeMidnight)).toBe(true);
  });

  it('is false a minute after Bangkok midnight', () => {
    expect(isTodayInBangkok('20260516', afterMidnight)).toBe(false);
    expect(isTodayInBangkok('20260517', afterMidnight)).toBe(true);
  });

  it('is false for a missing or garbled stored value', () => {
    expect(isTodayInBangkok(null, beforeMidnight)).toBe(false);
    expect(isTodayInBangkok(undefined, beforeMidnight)).toBe(false);
    expect(isTodayInBangkok('', beforeMidnight)).toBe(false);
    expect(isTodayInBangkok('2026-05-16', beforeMidnight)).toBe(false);
    expect(isTodayInBangkok('garbage', new Date(Number.NaN))).toBe(false);
  });
});
