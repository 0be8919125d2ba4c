/**
 * The World Cup 2022 campaign ran with the tournament in Qatar (20 Nov – 18 Dec 2022,
 * Asia/Bangkok). Whether the catalog shows the page at all is the product owners' switch; these
 * dates only decide what the page says.
 */
export const WORLDCUP_2022 = {
  startsAt: '2022-11-20T00:00:00+07:00',
  endsAt: '2022-12-19T00:00:00+07:00',
} as const;

export type CampaignPhase = 'upcoming' | 'running' | 'ended';

export function campaignPhase(
  now: Date,
  window: { startsAt: string; endsAt: string } = WORLDCUP_2022,
): CampaignPhase {
  if (now.getTime() < Date.parse(window.startsAt)) return 'upcoming';
  if (now.getTime() < Date.parse(window.endsAt)) return 'running';
  return 'ended';
}
