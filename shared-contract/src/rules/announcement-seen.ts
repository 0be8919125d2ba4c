import { bangkokDayKey, isTodayInBangkok } from './bangkok-day';

/** What the visitor's browser remembers of the last announcement it closed. */
export interface AnnouncementSeen {
  /** 'YYYYMMDD' (Bangkok) of the last close, or null. */
  date: string | null;
  version: string | null;
}

/**
 * Spec §4: show when the server's version differs from the one last closed, or when it was not
 * closed yet today (Bangkok day, so at most once a day, spec §9).
 */
export function shouldShowAnnouncement(
  serverVersion: number,
  seen: AnnouncementSeen,
  now: Date | number = Date.now(),
): boolean {
  return seen.version !== String(serverVersion) || !isTodayInBangkok(seen.date, now);
}

/**
 * The cookie that tells the site's origin the same as the browser's storage, so a page's HTML
 * leaves out an announcement closed today (the API reads it as `?closed=`, the origin passes it).
 */
export const ANNOUNCEMENT_CLOSED_COOKIE = 'chokdee_announcement_closed';

/** Its value: the Bangkok day and the version, `20261201.7`. Nothing else reaches the API. */
export const ANNOUNCEMENT_CLOSED_PATTERN = '[0-9]{8}\\.[0-9]{1,9}';

const CLOSED_VALUE = /^([0-9]{8})\.([0-9]{1,9})$/;

export function formatAnnouncementClosed(version: number, now: Date | number = Date.now()): string {
  return `${bangkokDayKey(now)}.${version}`;
}

/** The cookie's value read back; a missing or garbled one is nothing seen (the announcement shows). */
export function parseAnnouncementClosed(value: string | null | undefined): AnnouncementSeen {
  const match = value ? CLOSED_VALUE.exec(value) : null;
  return match ? { date: match[1]!, version: match[2]! } : { date: null, version: null };
}
