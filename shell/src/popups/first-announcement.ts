import { FIRST_ANNOUNCEMENT } from '@chokdee/shared-contract/first-announcement';
import {
  readAnnouncementSeen,
  rememberAnnouncementClosed,
  shouldShowAnnouncement,
  writeAnnouncementClosedCookie,
} from './announcement-rules';

/**
 * The announcement's first slide the page's HTML carried (shared-contract first-announcement.ts):
 * shown before any script, closed by the browser's own `<form method="dialog">`. The shell settles
 * it as soon as its code runs: a slide the visitor already closed, or one this browser closed
 * today under a cookie the origin did not get, is remembered and removed; an open one stays until
 * the popup draws the same slide over it (`removeFirstAnnouncement`).
 */
export function settleFirstAnnouncement(doc: Document = document): void {
  const carried = doc.getElementById(FIRST_ANNOUNCEMENT.id);
  const dialog = carried?.querySelector('dialog');
  const version = Number(carried?.dataset.version);
  if (!carried || !dialog || !Number.isInteger(version)) {
    carried?.remove();
    return;
  }
  if (!dialog.open) {
    rememberAnnouncementClosed(version);
    carried.remove();
    return;
  }
  if (!shouldShowAnnouncement(version, readAnnouncementSeen())) {
    writeAnnouncementClosedCookie(version);
    carried.remove();
    return;
  }
  dialog.addEventListener('close', () => {
    rememberAnnouncementClosed(version);
    carried.remove();
  });
}

/** The popup has drawn the announcement, or will not: the HTML's copy goes. */
export function removeFirstAnnouncement(doc: Document = document): void {
  doc.getElementById(FIRST_ANNOUNCEMENT.id)?.remove();
}

/**
 * Resolves once the slide the page's HTML carried has been painted (at once when there is none):
 * the popup draws over it only then. Drawn over before its own first paint, the popup's picture
 * would be the page's largest paint instead, and that one waits for all of the shell's code.
 */
export function firstAnnouncementPainted(doc: Document = document, timeoutMs = 3000): Promise<void> {
  const image = doc.getElementById(FIRST_ANNOUNCEMENT.id)?.querySelector('img');
  if (!image) return Promise.resolve();
  const loaded = image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        image.addEventListener('load', () => resolve(), { once: true });
        image.addEventListener('error', () => resolve(), { once: true });
      });
  // The frame after the one that drew it.
  const painted = loaded.then(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  return Promise.race([painted, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))]);
}
