import { fetchPopups, fetchPopupVersion } from './popups-api';
import type { Popup } from '@chokdee/shared-contract/schemas/popup';
import { readAnnouncementSeen, shouldShowAnnouncement } from './announcement-rules';
import { firstSlideReady } from './first-slide-ready';
import { preloadPopupImage } from './preload-popup-image';
import { firstAnnouncementPainted, settleFirstAnnouncement } from './first-announcement';

export interface Announcement {
  version: number;
  popups: Popup[];
}

/**
 * Spec §4: fetch the version, and only when it is new or not seen today fetch the slides. On a
 * first visit the popup's image is the page's largest paint, so it is preloaded as soon as the
 * list answers, and the popup opens once it is there (at its final size).
 */
export async function loadAnnouncement(signal?: AbortSignal): Promise<Announcement | null> {
  const version = await fetchPopupVersion({ signal });
  if (!shouldShowAnnouncement(version, readAnnouncementSeen())) return null;
  const popups = await fetchPopups({ signal });
  preloadPopupImage(popups);
  if (popups.length === 0) return null;
  await firstSlideReady(popups);
  await firstAnnouncementPainted();
  return { version, popups };
}

let early: Promise<Announcement | null> | null = null;

/**
 * Called by the bootstrap before the catalog is fetched, so the announcement's calls run beside
 * the catalog's instead of after the first render.
 */
export function startAnnouncementEarly(): void {
  // A slide the page's HTML carried, and the visitor closed before this code ran, is not shown again.
  settleFirstAnnouncement();
  early = loadAnnouncement();
  // Reported by whoever takes it (spec §8: logged and skipped).
  early.catch(() => {});
}

/** The load the bootstrap started, once: the popup's first mount takes it; null when none was. */
export function takeEarlyAnnouncement(): Promise<Announcement | null> | null {
  const started = early;
  early = null;
  return started;
}
