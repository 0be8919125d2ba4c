/**
 * The carriers staff send rewards with: the code is stored, the Thai label shown. No zod here, so
 * the member's pages that name a carrier load no schema library for it.
 */
export const REWARD_CARRIERS = ['thailand_post', 'kerry', 'flash', 'jt'] as const;
export type RewardCarrier = (typeof REWARD_CARRIERS)[number];

export const CARRIER_LABELS: Record<RewardCarrier, string> = {
  thailand_post: 'ไปรษณีย์ไทย',
  kerry: 'Kerry Express',
  flash: 'Flash Express',
  jt: 'J&T Express',
};

/** A carrier's Thai label; a carrier written by hand before the list existed is shown as written. */
export function carrierLabel(carrier: string): string {
  return (CARRIER_LABELS as Record<string, string>)[carrier] ?? carrier;
}
