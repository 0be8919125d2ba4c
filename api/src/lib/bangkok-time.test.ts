import { addDays, bangkokDate, bangkokInstant, toBangkokIso } from './bangkok-time';

test('toBangkokIso writes the instant with the +07:00 offset', () => {
  expect(toBangkokIso(new Date('2026-11-21T11:00:00.000Z'))).toBe('2026-11-21T18:00:00.000+07:00');
  expect(toBangkokIso(new Date('2026-12-31T17:30:00.250Z'))).toBe('2027-01-01T00:30:00.250+07:00');
});

test('bangkokDate is the calendar day in Bangkok, not in UTC', () => {
  expect(bangkokDate(new Date('2026-11-30T16:59:59Z'))).toBe('2026-11-30');
  expect(bangkokDate(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-01');
});

test('bangkokInstant reads a Bangkok wall-clock time', () => {
  expect(bangkokInstant('2026-12-01', 14).toISOString()).toBe('2026-12-01T07:00:00.000Z');
  expect(bangkokInstant('2026-12-01', 0, 30).toISOString()).toBe('2026-11-30T17:30:00.000Z');
});

test('addDays crosses months and years', () => {
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(addDays('2015-11-16', -15)).toBe('2015-11-01');
});
