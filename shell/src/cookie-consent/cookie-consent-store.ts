import { atom, readonlyType } from 'nanostores';
import { recordCookieConsent } from './record-cookie-consent';
import {
  COOKIE_POLICY_VERSION,
  PRIVACY_POLICY_VERSION,
  type CookieChoice,
  type CookieConsentBody,
} from '@chokdee/shared-contract/schemas/cookie-consent';
import { PRIVACY_POLICY_COOKIE } from '../consent/privacy-policy-acceptance';
import { deleteCookie, readCookie, writeCookie } from '@chokdee/shared-kernel/stores/cookies';

/** Spec §3 storage keys and cookie settings keys. */
export const COOKIE_POLICY_COOKIE = 'policy_cookie_accept_version';
export const ANALYTICS_COOKIE = 'enable_cookie_analytics';
export const ADS_COOKIE = 'enable_cookie_ads';
/** A random id, so the server's consent records of one browser can be told apart (PDPA audit). */
export const VISITOR_ID_COOKIE = 'chokdee_visitor_id';

/**
 * Spec §9: the cookies the third-party pixels leave on our domain, per purpose. Names ending in
 * `*` are prefixes (`_ga_<id>` per GA property).
 */
export const TRACKING_COOKIES = {
  analytics: ['_ga', '_ga_*', '_gid', '_gat'],
  ads: ['fr', 'sb', '_fbp', '_fbc', '_ttp', '_tt_enable_cookie'],
} as const;

/** A year: the visitor is asked again only when a policy version changes. */
const CHOICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** A failed server record is tried once more after this long; the local choice stands either way. */
export const RECORD_RETRY_MS = 30_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export interface StoredConsentVersions {
  cookie: string | null;
  privacy: string | null;
}

export interface CookieConsentState {
  /** The visitor answered under the current policy versions: the bar stays hidden. */
  decided: boolean;
  /** Google Analytics may load (and only when `decided`). */
  analytics: boolean;
  /** Facebook and TikTok pixels may load (and only when `decided`). */
  ads: boolean;
}

export interface CookieChoiceInput {
  analytics: boolean;
  ads: boolean;
}

function readStoredVersions(): StoredConsentVersions {
  return { cookie: readCookie(COOKIE_POLICY_COOKIE), privacy: readCookie(PRIVACY_POLICY_COOKIE) };
}

/**
 * Spec §4 'Cookie consent accepted': both stored versions equal the current ones (both 1). A
 * version bump asks everyone again, whatever they chose before.
 */
export function isCookieConsentAccepted(stored: StoredConsentVersions = readStoredVersions()): boolean {
  return stored.cookie === String(COOKIE_POLICY_VERSION) && stored.privacy === String(PRIVACY_POLICY_VERSION);
}

/** What the cookies say now. Before a current decision nothing counts as consented (PDPA: opt-in). */
export function readCookieConsent(): CookieConsentState {
  const decided = isCookieConsentAccepted();
  return {
    decided,
    analytics: decided && readCookie(ANALYTICS_COOKIE) === 'enable',
    ads: decided && readCookie(ADS_COOKIE) === 'enable',
  };
}

const $state = atom<CookieConsentState>(readCookieConsent());

/** The visitor's cookie choice: the bar, the pixels and the popup read it. */
export const $cookieConsent = readonlyType($state);

/** A v4 UUID; `crypto.randomUUID` exists only on https or localhost, getRandomValues everywhere. */
function newVisitorId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The browser's visitor id, created on the first choice; a tampered value is replaced. */
export function visitorId(): string {
  const stored = readCookie(VISITOR_ID_COOKIE);
  const id = stored && UUID.test(stored) ? stored : newVisitorId();
  writeCookie(VISITOR_ID_COOKIE, id, { maxAge: CHOICE_MAX_AGE_SECONDS });
  return id;
}

const toChoice = (on: boolean): CookieChoice => (on ? 'enable' : 'disable');

/**
 * Best effort: the pixels' cookies of a purpose the visitor turned off. They may sit on this host
 * or on a parent domain (GA writes `.example.co.th`), so each is deleted on every level we can name.
 */
export function deleteTrackingCookies(purpose: keyof typeof TRACKING_COOKIES): void {
  if (typeof document === 'undefined') return;
  const present = document.cookie.split(';').map((part) => part.trim().split('=')[0] ?? '');
  const names = new Set<string>();
  for (const pattern of TRACKING_COOKIES[purpose]) {
    if (pattern.endsWith('*')) {
      const prefix = pattern.slice(0, -1);
      for (const name of present) if (name.startsWith(prefix)) names.add(name);
    } else {
      names.add(pattern);
    }
  }
  const labels = location.hostname.split('.');
  const domains = labels.map((_, i) => labels.slice(i).join('.')).filter((d) => d.includes('.'));
  for (const name of names) {
    deleteCookie(name);
    for (const domain of domains) {
      document.cookie = `${name}=; path=/; max-age=0; domain=.${domain}`;
    }
  }
}

async function sendRecord(body: CookieConsentBody): Promise<void> {
  try {
    await recordCookieConsent(body);
    return;
  } catch (error) {
    console.warn('[chokdee] บันทึกการตั้งค่าคุกกี้ที่เซิร์ฟเวอร์ไม่สำเร็จ จะลองอีกครั้ง', error);
  }
  await new Promise((resolve) => setTimeout(resolve, RECORD_RETRY_MS));
  try {
    await recordCookieConsent(body);
  } catch (error) {
    // The choice is still in force locally; only the server's audit copy is missing.
    console.warn('[chokdee] บันทึกการตั้งค่าคุกกี้ที่เซิร์ฟเวอร์ไม่สำเร็จ', error);
  }
}

/**
 * The visitor's answer (accept all, reject all or the settings dialog): written to the cookies
 * first, so it holds even if the server is down, then recorded server-side with the policy
 * versions (PDPA). The returned promise never rejects; it settles when the record is done.
 */
export function saveCookieChoice({ analytics, ads }: CookieChoiceInput): Promise<void> {
  const options = { maxAge: CHOICE_MAX_AGE_SECONDS };
  writeCookie(ANALYTICS_COOKIE, toChoice(analytics), options);
  writeCookie(ADS_COOKIE, toChoice(ads), options);
  writeCookie(COOKIE_POLICY_COOKIE, String(COOKIE_POLICY_VERSION), options);
  writeCookie(PRIVACY_POLICY_COOKIE, String(PRIVACY_POLICY_VERSION), options);
  if (!analytics) deleteTrackingCookies('analytics');
  if (!ads) deleteTrackingCookies('ads');
  $state.set({ decided: true, analytics, ads });
  return sendRecord({
    visitor_id: visitorId(),
    enable_cookie_analytics: toChoice(analytics),
    enable_cookie_ads: toChoice(ads),
    policy_cookie_version: COOKIE_POLICY_VERSION,
    policy_privacy_version: PRIVACY_POLICY_VERSION,
  });
}

/** Tests: re-reads the cookies into the store. */
export function reloadCookieConsent(): void {
  $state.set(readCookieConsent());
}
