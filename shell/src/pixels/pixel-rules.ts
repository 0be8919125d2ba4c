import type { StorePixelSetting } from '@chokdee/shared-contract/schemas/store';
import type { CookieConsentState } from '../cookie-consent/cookie-consent-store';

export type PixelKind = 'facebook' | 'tiktok' | 'googleAnalytics';

/** A pixel the page may load: its code has passed `isValidPixelCode`. */
export interface PixelToLoad {
  kind: PixelKind;
  code: string;
}

/** Spec §9: the consent purpose each pixel needs (Facebook and TikTok advertise, GA measures). */
export const PIXEL_PURPOSE: Record<PixelKind, 'ads' | 'analytics'> = {
  facebook: 'ads',
  tiktok: 'ads',
  googleAnalytics: 'analytics',
};

/**
 * The shapes the vendors give out. A code ends up in a script URL, so anything else (a typo, a
 * pasted snippet, an attempt at injection) is refused rather than escaped.
 */
const CODE_FORMATS: Record<PixelKind, RegExp> = {
  facebook: /^\d{10,20}$/,
  tiktok: /^[A-Z0-9]{10,30}$/,
  googleAnalytics: /^G-[A-Z0-9]{4,16}$/,
};

export function isValidPixelCode(kind: PixelKind, code: string): boolean {
  return CODE_FORMATS[kind].test(code);
}

const SETTING_FIELDS: Record<PixelKind, { code: keyof StorePixelSetting; enabled: keyof StorePixelSetting }> =
  {
    facebook: { code: 'facebook_pixel_code', enabled: 'enable_facebook_pixel_code' },
    tiktok: { code: 'tiktok_pixel_code', enabled: 'enable_tiktok_pixel_code' },
    googleAnalytics: { code: 'google_analytics_code', enabled: 'enable_google_analytics_code' },
  };

const KINDS: PixelKind[] = ['facebook', 'tiktok', 'googleAnalytics'];

/**
 * Spec §9 / PDPA: a pixel loads only when the current store's setting turns it on with a valid
 * code AND the visitor consented to its purpose. No store, no decision or no consent: nothing.
 */
export function pixelsToLoad(setting: StorePixelSetting | null, consent: CookieConsentState): PixelToLoad[] {
  if (!setting || !consent.decided) return [];
  const pixels: PixelToLoad[] = [];
  for (const kind of KINDS) {
    const fields = SETTING_FIELDS[kind];
    const raw = setting[fields.code];
    if (setting[fields.enabled] !== true || typeof raw !== 'string') continue;
    if (!consent[PIXEL_PURPOSE[kind]]) continue;
    const code = raw.trim();
    if (!isValidPixelCode(kind, code)) {
      console.warn(`[chokdee] รหัส pixel ของร้านไม่ถูกต้อง จึงไม่โหลด (${kind})`);
      continue;
    }
    pixels.push({ kind, code });
  }
  return pixels;
}
