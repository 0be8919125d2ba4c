// What a returning visitor's browser holds: cookie choice made (analytics and ads refused), the
// privacy policy accepted, today's announcement popup and app banner already closed. Every journey
// starts from it so the consent bar and the popup do not cover what the journey clicks; the
// consent and popup journeys start from an empty browser instead (EMPTY_STATE).
import { SHELL_URL } from './env';

/** Today in Asia/Bangkok as YYYYMMDD, the day key of the popup and banner rules (spec §4). */
export function bangkokDayKey(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Bangkok',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
  return parts.replaceAll('-', '');
}

const host = new URL(SHELL_URL).hostname;
const inAYear = Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60;

function cookie(name: string, value: string) {
  return {
    name,
    value,
    domain: host,
    path: '/',
    expires: inAYear,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  };
}

export function returningVisitorState() {
  const today = bangkokDayKey();
  return {
    cookies: [
      cookie('policy_cookie_accept_version', '1'),
      cookie('policy_privacy_accept_version', '1'),
      cookie('enable_cookie_analytics', 'disable'),
      cookie('enable_cookie_ads', 'disable'),
      cookie('chokdee_visitor_id', '3f1c2b9e-7d4a-4c1e-9b2f-5a6d7e8f9012'),
      // The same close as the storage's below, told to the site's origin: pages come without it.
      cookie('chokdee_announcement_closed', `${today}.1`),
    ],
    origins: [
      {
        origin: SHELL_URL,
        localStorage: [
          { name: 'announcement_popup_date', value: today },
          { name: 'announcement_popup_version', value: '1' },
          { name: 'app_banner_closed_date', value: today },
        ],
      },
    ],
  };
}

/** A first visit: nothing decided, nothing closed. */
export const EMPTY_STATE = { cookies: [], origins: [] };
