import {
  frontThreePattern,
  lastThreePattern,
  lastTwoPattern,
  matchesPattern,
  toPattern,
} from './ticket-pattern';

describe('ticket patterns', () => {
  it('builds a pattern from positions, unknown ones as _', () => {
    expect(toPattern([null, null, '1', '2', null, null])).toBe('__12__');
    expect(toPattern(['1', '2', '3', '4', '5', '6'])).toBe('123456');
    expect(toPattern(['x', '', '7'])).toBe('__7___');
  });

  it('has the front 3, last 3 and last 2 shorthands', () => {
    expect(frontThreePattern('123')).toBe('123___');
    expect(lastThreePattern('456')).toBe('___456');
    expect(lastTwoPattern('56')).toBe('____56');
  });

  it('matches digits at their positions only', () => {
    expect(matchesPattern('001234', '__12__')).toBe(true);
    expect(matchesPattern('001334', '__12__')).toBe(false);
    expect(matchesPattern('123456', '123456')).toBe(true);
    expect(matchesPattern('12345', '12345_')).toBe(false);
  });
});
