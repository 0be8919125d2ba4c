import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { fetchPopups, fetchPopupVersion } from '@chokdee/shared-kernel/api/popups';
import type { Popup } from '@chokdee/shared-kernel/schemas/popup';
import { $cookieConsent } from '@chokdee/shared-kernel/stores/cookie-consent';
import { importWithReload } from '../remotes/chunk-reload';
import {
  readAnnouncementSeen,
  rememberAnnouncementClosed,
  shouldShowAnnouncement,
} from './announcement-rules';

// The slideshow (and embla) download only on the days there is something to show.
const AnnouncementDialog = lazy(
  importWithReload(() => import('./announcement-dialog').then((m) => ({ default: m.AnnouncementDialog }))),
);

interface Announcement {
  version: number;
  popups: Popup[];
}

/**
 * Spec §4 announcement popup: fetch the version, and only when it is new or not seen today fetch
 * the slides and show them. Spec §8: any failure is logged and the announcement skipped.
 *
 * It does not wait for the cookie answer (only pixels do): on a first visit it opens at once but
 * without blocking the page, under the consent bar's layer and above its space, so the bar stays
 * answerable; once the visitor has answered it is an ordinary modal.
 */
export function AnnouncementPopup() {
  const { decided } = useStore($cookieConsent);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    (async () => {
      const version = await fetchPopupVersion({ signal });
      if (!shouldShowAnnouncement(version, readAnnouncementSeen())) return;
      const popups = await fetchPopups({ signal });
      if (popups.length > 0 && !signal.aborted) setAnnouncement({ version, popups });
    })().catch((error: unknown) => {
      if (!signal.aborted) console.warn('[chokdee] ข้ามประกาศ: โหลดไม่สำเร็จ', error);
    });
    return () => controller.abort();
  }, []);

  if (!announcement) return null;
  const close = () => {
    rememberAnnouncementClosed(announcement.version);
    setAnnouncement(null);
  };
  return (
    <Suspense fallback={null}>
      <AnnouncementDialog popups={announcement.popups} onClose={close} modal={decided} />
    </Suspense>
  );
}
