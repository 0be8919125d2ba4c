import { useState } from 'react';
import { Link } from 'react-router';
import { APP_STORE_LINKS, HOW_TO_USE_PATH } from './app-links';
import { isAppBannerDue, rememberAppBannerClosed } from './app-banner-rules';
import { useScreenLayer } from '@chokdee/shared-kernel/screen/use-screen-layer';
import type { LayerRequest } from '@chokdee/shared-kernel/screen/layer-rules';
import styles from './banners.module.css';

/** A consumer banner; the LINE invitation, more personal, goes first (one banner at a time). */
export const APP_BANNER_LAYER: LayerRequest = { id: 'app-banner', kind: 'banner', priority: 10 };

/**
 * Spec §4 app-download banner: whenever it was not closed today, at every width (a desktop
 * visitor may still want the app on their phone). Without published apps (see app-links.ts) it
 * points to how to use the site instead of a store. It waits its turn on the screen
 * (layer-rules.ts: after any modal, the cookie bar and the LINE banner).
 */
export function AppBanner() {
  const [due, setDue] = useState(() => isAppBannerDue());
  const { shown: layerShown, attach: attachLayer } = useScreenLayer(due ? APP_BANNER_LAYER : null);
  if (!layerShown) return null;
  const { android, ios } = APP_STORE_LINKS;
  const hasApp = Boolean(android || ios);
  const close = () => {
    rememberAppBannerClosed();
    setDue(false);
  };
  return (
    <section ref={attachLayer} className={styles.banner} aria-label="แอปโชคดี">
      <p className={styles.text}>
        {hasApp
          ? 'ดาวน์โหลดแอปโชคดี ตรวจหวยและซื้อสลากได้สะดวกกว่าเดิม'
          : 'ใช้งานโชคดีบนมือถือได้ง่าย ๆ ตรวจหวยและซื้อสลากได้ทุกที่'}
      </p>
      <div className={styles.actions}>
        {android && (
          <a className={styles.action} href={android} target="_blank" rel="noopener noreferrer">
            Google Play
          </a>
        )}
        {ios && (
          <a className={styles.action} href={ios} target="_blank" rel="noopener noreferrer">
            App Store
          </a>
        )}
        {!hasApp && (
          <Link className={styles.action} to={HOW_TO_USE_PATH}>
            ดูวิธีใช้งาน
          </Link>
        )}
        <button type="button" className={styles.dismiss} onClick={close} aria-label="ปิดแบนเนอร์แอป">
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
