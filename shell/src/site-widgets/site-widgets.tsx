import { useStore } from '@nanostores/react';
import { $cookieConsent } from '@chokdee/shared-kernel/stores/cookie-consent';
import { CookieConsentBar } from '../cookie-consent/cookie-consent-bar';
import { PixelGate } from '../pixels/pixel-gate';
import { AnnouncementPopup } from '../popups/announcement-popup';
import { AppBanner } from '../popups/app-banner';
import { LineBanner } from '../popups/line-banner';
import { WidgetBoundary } from './widget-boundary';
import styles from './site-widgets.module.css';

/**
 * Everything the shell shows around every page for issue 5: the cookie consent bar and settings,
 * the pixels (lazy, after consent), the announcement popup (lazy) and the two banners. The popup
 * and the banners wait until the consent bar is answered, so nothing covers it or stacks on it.
 */
export function SiteWidgets() {
  const { decided } = useStore($cookieConsent);
  return (
    <>
      <WidgetBoundary name="cookie-consent">
        <CookieConsentBar />
      </WidgetBoundary>
      <WidgetBoundary name="pixels">
        <PixelGate />
      </WidgetBoundary>
      <WidgetBoundary name="announcement">
        <AnnouncementPopup />
      </WidgetBoundary>
      {decided && (
        <div className={styles.stack}>
          <WidgetBoundary name="app-banner">
            <AppBanner />
          </WidgetBoundary>
          <WidgetBoundary name="line-banner">
            <LineBanner />
          </WidgetBoundary>
        </div>
      )}
    </>
  );
}
