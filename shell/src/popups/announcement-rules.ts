import {
  ANNOUNCEMENT_CLOSED_COOKIE,
  formatAnnouncementClosed,
  type AnnouncementSeen,
} from '@chokdee/shared-contract/rules/announcement-seen';
import { bangkokDayKey } from '@chokdee/shared-contract/rules/bangkok-day';
import { ANNOUNCEMENT_DATE_KEY, ANNOUNCEMENT_VERSION_KEY } from './announcement-keys';
import { readStorage, writeStorage } from './browser-storage';

export { ANNOUNCEMENT_DATE_KEY, ANNOUNCEMENT_VERSION_KEY };
export {
  shouldShowAnnouncement,
  type AnnouncementSeen,
} from '@chokdee/shared-contract/rules/announcement-seen';

/** Two days: it only has to outlive the Bangkok day it names. */
const CLOSED_COOKIE_SECONDS = 2 * 24 * 60 * 60;

export function readAnnouncementSeen(): AnnouncementSeen {
  return {
    date: readStorage('local', ANNOUNCEMENT_DATE_KEY),
    version: readStorage('local', ANNOUNCEMENT_VERSION_KEY),
  };
}

/**
 * Closing stores today's date and the version shown (spec §4), and tells the site's origin in a
 * cookie, so the next page's HTML comes without the announcement (it remembers the visitor's own
 * choice and nothing else: no consent needed).
 */
export function rememberAnnouncementClosed(version: number, now: Date | number = Date.now()): void {
  writeStorage('local', ANNOUNCEMENT_DATE_KEY, bangkokDayKey(now));
  writeStorage('local', ANNOUNCEMENT_VERSION_KEY, String(version));
  writeAnnouncementClosedCookie(version, now);
}

export function writeAnnouncementClosedCookie(version: number, now: Date | number = Date.now()): void {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    `${ANNOUNCEMENT_CLOSED_COOKIE}=${formatAnnouncementClosed(version, now)}; Path=/; ` +
    `Max-Age=${CLOSED_COOKIE_SECONDS}; SameSite=Lax${secure}`;
}
