import { campaignPhase, WORLDCUP_2022 } from './campaign-dates';

describe('campaignPhase (Asia/Bangkok bounds)', () => {
  it('is upcoming until midnight of 20 Nov 2022 in Bangkok', () => {
    expect(campaignPhase(new Date('2022-11-19T16:59:59Z'))).toBe('upcoming');
    expect(campaignPhase(new Date('2022-11-19T17:00:00Z'))).toBe('running');
  });

  it('ends when 19 Dec 2022 starts in Bangkok', () => {
    expect(campaignPhase(new Date('2022-12-18T16:59:59Z'))).toBe('running');
    expect(campaignPhase(new Date('2022-12-18T17:00:00Z'))).toBe('ended');
  });

  it('takes another window', () => {
    const window = { startsAt: '2026-06-11T00:00:00+07:00', endsAt: '2026-07-20T00:00:00+07:00' };
    expect(campaignPhase(new Date('2026-07-01T00:00:00Z'), window)).toBe('running');
    expect(WORLDCUP_2022.startsAt < WORLDCUP_2022.endsAt).toBe(true);
  });
});
