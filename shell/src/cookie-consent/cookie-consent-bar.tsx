import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $cookieConsent, saveCookieChoice } from './cookie-consent-store';
import { useScreenLayer } from '@chokdee/shared-kernel/screen/use-screen-layer';
import type { LayerRequest } from '@chokdee/shared-kernel/screen/layer-rules';
import { importWithReload } from '../remotes/chunk-reload';
import { COOKIE_TEXTS as T } from './cookie-consent-texts';
import { $cookieSettingsOpen, openCookieSettings } from './cookie-settings-open';
import styles from './cookie-consent.module.css';

// Opened by few visitors: the dialog (and the kernel's modal) load only when asked for.
const CookieSettingsDialog = lazy(
  importWithReload(() =>
    import('./cookie-settings-dialog').then((m) => ({ default: m.CookieSettingsDialog })),
  ),
);

/** The bar the visitor must answer: on the bottom edge, the banners wait for it (layer-rules.ts). */
export const COOKIE_BAR_LAYER: LayerRequest = { id: 'cookie-consent-bar', kind: 'bar', priority: 100 };

/**
 * Spec §2 widgets / §4: the consent bar, shown until the visitor decides under the current policy
 * versions, and the settings dialog (also opened later from the footer). The popup does not wait
 * for it (spec §4: only pixels wait for consent) but keeps clear of the room the screen manager
 * gives the bar, which stays on the top layer, so nothing covers its buttons; the banners wait. PDPA: rejecting is one
 * click, with a button of the same size and weight as accepting.
 */
export function CookieConsentBar() {
  const consent = useStore($cookieConsent);
  const settingsOpen = useStore($cookieSettingsOpen);
  const { shown: layerShown, attach: attachLayer } = useScreenLayer(
    consent.decided ? null : COOKIE_BAR_LAYER,
  );
  return (
    <>
      {layerShown && (
        <section ref={attachLayer} className={styles.bar} aria-label={T.barLabel} data-consent-bar="">
          <p className={styles.message}>
            {T.barMessage} <Link to="/policy-cookie">{T.cookiePolicy}</Link> {T.and}{' '}
            <Link to="/policy-privacy">{T.privacyPolicy}</Link>
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.settings} onClick={openCookieSettings}>
              {T.settings}
            </button>
            <button
              type="button"
              className={styles.choice}
              onClick={() => void saveCookieChoice({ analytics: false, ads: false })}
            >
              {T.rejectAll}
            </button>
            <button
              type="button"
              className={styles.choice}
              onClick={() => void saveCookieChoice({ analytics: true, ads: true })}
            >
              {T.acceptAll}
            </button>
          </div>
        </section>
      )}
      {settingsOpen && (
        <Suspense fallback={null}>
          <CookieSettingsDialog />
        </Suspense>
      )}
    </>
  );
}
