import { useLayoutEffect } from 'react';
import { CookieConsentBar } from '../cookie-consent/cookie-consent-bar';
import { useCurrentRoute } from '../routing/route-handle';
import { useStoreCodeInScope } from '../routing/store-scope';
import { PixelGate } from '../pixels/pixel-gate';
import { AnnouncementPopup } from '../popups/announcement-popup';
import { AppBanner } from '../popups/app-banner';
import { removeFirstAnnouncement } from '../popups/first-announcement';
import { LineBanner } from '../popups/line-banner';
import { ScreenContextSync } from './screen-context-sync';
import { WidgetBoundary } from './widget-boundary';

/**
 * Everything the shell shows around every page: the cookie consent bar and settings, the pixels of
 * the store in scope (lazy, after consent), the announcement popup (its slideshow's code lazy) and
 * the two banners. Each of the fixed ones asks the kernel's screen manager for its turn
 * (shared-kernel/src/screen): one modal at a time, the banners one at a time once no modal and no
 * cookie bar is up. A staff surface (the truck POS, the dealer's orders, the console) gets neither
 * popup nor banners: the manager's rules say so, and they are not even mounted there.
 */
export function SiteWidgets() {
  const storeCode = useStoreCodeInScope();
  const { staff } = useCurrentRoute().handle;
  // No consumer popup over a staff surface: a first slide the page's HTML still carries (from an
  // origin that did not know this route as staff) goes before the app's first paint.
  useLayoutEffect(() => {
    if (staff) removeFirstAnnouncement();
  }, [staff]);
  return (
    <>
      <ScreenContextSync />
      <WidgetBoundary name="cookie-consent">
        <CookieConsentBar />
      </WidgetBoundary>
      <WidgetBoundary name="pixels">
        <PixelGate storeCode={storeCode} />
      </WidgetBoundary>
      {!staff && (
        <>
          <WidgetBoundary name="announcement">
            <AnnouncementPopup />
          </WidgetBoundary>
          <WidgetBoundary name="app-banner">
            <AppBanner />
          </WidgetBoundary>
          <WidgetBoundary name="line-banner">
            <LineBanner />
          </WidgetBoundary>
        </>
      )}
    </>
  );
}
