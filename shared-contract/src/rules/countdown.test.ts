import { COUNTDOWN_EXPIRED_TEXT, formatCountdown, secondsLeft } from './countdown';

describe('formatCountdown', () => {
  it('shows mm:ss while time remains', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(61)).toBe('01:01');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(3600)).toBe('60:00');
  });

  it("shows 'หมดเวลา' at zero or below", () => {
    expect(formatCountdown(0)).toBe(COUNTDOWN_EXPIRED_TEXT);
    expect(formatCountdown(-5)).toBe('หมดเวลา');
    expect(formatCountdown(Number.NaN)).toBe('หมดเวลา');
  });
});

describe('secondsLeft', () => {
  it('counts whole seconds from the server-corrected now and never goes below zero', () => {
    expect(secondsLeft(1_000, 990_500)).toBe(10);
    expect(secondsLeft(1_000, 1_000_000)).toBe(0);
    expect(secondsLeft(1_000, 2_000_000)).toBe(0);
  });
});
