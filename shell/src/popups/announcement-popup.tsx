import { useEffect, useLayoutEffect, useState } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $cookieConsent } from '../cookie-consent/cookie-consent-store';
import { useScreenLayer } from '@chokdee/shared-kernel/screen/use-screen-layer';
import type { LayerRequest } from '@chokdee/shared-kernel/screen/layer-rules';
import { AnnouncementDialog } from './announcement-dialog';
import { loadAnnouncement, takeEarlyAnnouncement, type Announcement } from './announcement-load';
import {
  readAnnouncementSeen,
  rememberAnnouncementClosed,
  shouldShowAnnouncement,
} from './announcement-rules';
import { removeFirstAnnouncement } from './first-announcement';

/** A consumer modal: after the member's consent modal, never on a staff surface. */
export const ANNOUNCEMENT_LAYER: LayerRequest = {
  id: 'announcement-popup',
  kind: 'modal',
  priority: 10,
  consumer: true,
};

/**
 * Spec §4 announcement popup: the slides `loadAnnouncement` finds, shown. Spec §8: any failure is
 * logged and the announcement skipped.
 *
 * It does not wait for the cookie answer (only pixels do): on a first visit it opens at once but
 * without blocking the page, under the consent bar's layer and above its space, so the bar stays
 * answerable; once the visitor has answered it is an ordinary modal. It waits while another modal
 * (the member's consent) has the screen, and the banners wait for it.
 */
export function AnnouncementPopup() {
  const { decided } = useStore($cookieConsent);
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    // The bootstrap's early load when there is one (the first mount), else a load of its own.
    (takeEarlyAnnouncement() ?? loadAnnouncement(signal))
      .then((loaded) => {
        if (signal.aborted) return;
        // Closed in the page's HTML while the slides loaded: not opened again.
        if (loaded && shouldShowAnnouncement(loaded.version, readAnnouncementSeen())) setAnnouncement(loaded);
        else removeFirstAnnouncement();
      })
      .catch((error: unknown) => {
        if (signal.aborted) return;
        removeFirstAnnouncement();
        console.warn('[chokdee] ข้ามประกาศ: โหลดไม่สำเร็จ', error);
      });
    return () => controller.abort();
  }, []);

  // The carried slide closed after the slides loaded but before they are drawn: not opened again.
  const closedMeanwhile =
    announcement !== null && !shouldShowAnnouncement(announcement.version, readAnnouncementSeen());
  const { shown: layerShown } = useScreenLayer(announcement && !closedMeanwhile ? ANNOUNCEMENT_LAYER : null);
  // The page's HTML may have drawn the first slide already: it goes in the same frame as the popup
  // appears, or as soon as another modal holds the screen, so two never stack.
  useLayoutEffect(() => {
    if (announcement) removeFirstAnnouncement();
  }, [announcement]);
  if (!announcement || closedMeanwhile || !layerShown) return null;
  const close = () => {
    rememberAnnouncementClosed(announcement.version);
    setAnnouncement(null);
  };
  // Drawn with the page's own code, no chunk to wait for: on a first visit its picture is the
  // largest paint. Only the slideshow's motion (embla) downloads afterwards.
  return <AnnouncementDialog popups={announcement.popups} onClose={close} modal={decided} />;
}
