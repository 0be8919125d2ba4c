import { useStore } from '@nanostores/react';
import { $cookieConsent } from '@chokdee/shared-kernel/stores/cookie-consent';
import { CookieConsentBar } from '../cookie-consent/cookie-consent-bar';
import { useCurrentRoute } from '../app/route-handle';
import { useStoreCodeInScope } from '../app/store-scope';
import { PixelGate } from '../pixels/pixel-gate';
import { AnnouncementPopup } from '../popups/announcement-popup';
import { AppBanner } from '../popups/app-banner';
import { LineBanner } from '../popups/line-banner';
import { WidgetBoundary } from './widget-boundary';
import styles from './site-widgets.module.css';

/**
 * Everything the shell shows around every page: the cookie consent bar and settings, the pixels of
 * the store in scope (lazy, after consent), the announcement popup (its slideshow's code lazy) and
 * the two banners. Only the pixels wait for the cookie answer (spec §4); while the bar is up the
 * banners stack above it and the popup opens without blocking the page, one layer under the bar.
 * A staff surface (the truck POS, the dealer's orders, the console) gets neither popup nor banners.
 */
export function SiteWidgets() {
  const { decided } = useStore($cookieConsent);
  const storeCode = useStoreCodeInScope();
  const { staff } = useCurrentRoute().handle;
  return (
    <>
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
          <div className={decided ? styles.stack : `${styles.stack} ${styles.aboveConsent}`}>
            <WidgetBoundary name="app-banner">
              <AppBanner />
            </WidgetBoundary>
            <WidgetBoundary name="line-banner">
              <LineBanner />
            </WidgetBoundary>
          </div>
        </>
      )}
    </>
  );
}
