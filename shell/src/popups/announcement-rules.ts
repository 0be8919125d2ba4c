import { bangkokDayKey, isTodayInBangkok } from './bangkok-day';
import { ANNOUNCEMENT_DATE_KEY, ANNOUNCEMENT_VERSION_KEY } from './announcement-keys';
import { readStorage, writeStorage } from './browser-storage';

export { ANNOUNCEMENT_DATE_KEY, ANNOUNCEMENT_VERSION_KEY };

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

export function readAnnouncementSeen(): AnnouncementSeen {
  return {
    date: readStorage('local', ANNOUNCEMENT_DATE_KEY),
    version: readStorage('local', ANNOUNCEMENT_VERSION_KEY),
  };
}

/** Closing stores today's date and the version shown (spec §4). */
export function rememberAnnouncementClosed(version: number, now: Date | number = Date.now()): void {
  writeStorage('local', ANNOUNCEMENT_DATE_KEY, bangkokDayKey(now));
  writeStorage('local', ANNOUNCEMENT_VERSION_KEY, String(version));
}
