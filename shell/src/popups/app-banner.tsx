import { useState } from 'react';
import { Link } from 'react-router';
import { APP_STORE_LINKS, HOW_TO_USE_PATH } from './app-links';
import { isAppBannerDue, rememberAppBannerClosed } from './app-banner-rules';
import styles from './banners.module.css';

/**
 * Spec §4 app-download banner: whenever it was not closed today, at every width (a desktop
 * visitor may still want the app on their phone). Without published apps (see app-links.ts) it
 * points to how to use the site instead of a store.
 */
export function AppBanner() {
  const [due, setDue] = useState(() => isAppBannerDue());
  if (!due) return null;
  const { android, ios } = APP_STORE_LINKS;
  const hasApp = Boolean(android || ios);
  const close = () => {
    rememberAppBannerClosed();
    setDue(false);
  };
  return (
    <section className={styles.banner} aria-label="แอปโชคดี">
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
