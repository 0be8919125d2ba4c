/**
 * The carriers staff send parcels with (shop purchases, quest rewards, redemptions): the code is
 * stored, the Thai label shown. No zod here, so the member's pages that name a carrier load no
 * schema library for it.
 */
export const CARRIERS = ['thailand_post', 'kerry', 'flash', 'jt', 'ninja_van', 'best'] as const;
export type Carrier = (typeof CARRIERS)[number];

export const CARRIER_LABELS: Record<Carrier, string> = {
  thailand_post: 'ไปรษณีย์ไทย',
  kerry: 'Kerry Express',
  flash: 'Flash Express',
  jt: 'J&T Express',
  ninja_van: 'Ninja Van',
  best: 'BEST Express',
};

/** A carrier's Thai label; a carrier written by hand before the list existed is shown as written. */
export function carrierLabel(carrier: string): string {
  return (CARRIER_LABELS as Record<string, string>)[carrier] ?? carrier;
}

/** What staff type, as carriers print it: spaces and dashes dropped, letters upper-case. */
export const normalizeTracking = (text: string) => text.replace(/[\s-]+/g, '').toUpperCase();

/** Thailand Post uses the UPU S10 form (`EF123456789TH`); the private carriers 8–20 letters and digits. */
const THAILAND_POST_TRACKING = /^[A-Z]{2}\d{9}TH$/;
const PRIVATE_CARRIER_TRACKING = /^[A-Z0-9]{8,20}$/;

/** Whether a normalized tracking number has the form `carrier` prints. */
export function trackingFits(carrier: Carrier, tracking: string): boolean {
  return (carrier === 'thailand_post' ? THAILAND_POST_TRACKING : PRIVATE_CARRIER_TRACKING).test(tracking);
}
