import { bangkokInputToIso, isoToBangkokInput } from './bangkok-input';

describe('schedule inputs read as Bangkok time', () => {
  test('a datetime-local value is that wall-clock time in Bangkok (UTC+7)', () => {
    expect(bangkokInputToIso('2026-11-21T20:00')).toBe('2026-11-21T20:00:00+07:00');
    expect(Date.parse(bangkokInputToIso('2026-11-21T20:00')!)).toBe(Date.parse('2026-11-21T13:00:00Z'));
  });

  test('empty is no end; anything else is refused (null)', () => {
    expect(bangkokInputToIso('')).toBeNull();
    expect(bangkokInputToIso('21/11/2569 20:00')).toBeNull();
  });

  test('an instant from the API comes back as the Bangkok wall-clock time, across midnight', () => {
    expect(isoToBangkokInput('2026-11-21T18:30:00.000Z')).toBe('2026-11-22T01:30');
    expect(isoToBangkokInput('2026-11-22T01:30:00.000+07:00')).toBe('2026-11-22T01:30');
    expect(isoToBangkokInput(null)).toBe('');
  });
});
