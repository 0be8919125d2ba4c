import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $user } from '@chokdee/shared-kernel/stores/auth';
import { useSiteRolePath } from '../catalog/site-roles';
import { readStorage, writeStorage } from './browser-storage';
import { useScreenLayer } from '@chokdee/shared-kernel/screen/use-screen-layer';
import type { LayerRequest } from '@chokdee/shared-kernel/screen/layer-rules';
import styles from './banners.module.css';

export const LINE_BANNER_CLOSED_KEY = 'line_notification_banner_closed';

/** A consumer banner, before the app banner: it asks the member for something only they can do. */
export const LINE_BANNER_LAYER: LayerRequest = { id: 'line-banner', kind: 'banner', priority: 20 };

/**
 * Spec §2 widgets: invites a member who does not follow the LINE notifications to turn them on.
 * Closing hides it for this visit only (sessionStorage): it returns next visit until they connect.
 * It links to the page serving `connect-notification`; while none does, it has nothing to offer.
 */
export function LineBanner() {
  const user = useStore($user);
  const { pathname } = useLocation();
  const connectPath = useSiteRolePath('connect-notification');
  const [closed, setClosed] = useState(() => readStorage('session', LINE_BANNER_CLOSED_KEY) === '1');
  // Not on the page it links to: the invitation would repeat what the page says.
  const wanted =
    connectPath !== undefined &&
    Boolean(user) &&
    user?.is_follow_line_notification === false &&
    !closed &&
    !pathname.startsWith(connectPath);
  const { shown: layerShown, attach: attachLayer } = useScreenLayer(wanted ? LINE_BANNER_LAYER : null);
  if (!layerShown || !connectPath) return null;
  const close = () => {
    writeStorage('session', LINE_BANNER_CLOSED_KEY, '1');
    setClosed(true);
  };
  return (
    <section ref={attachLayer} className={`${styles.banner} ${styles.line}`} aria-label="การแจ้งเตือนผ่าน LINE">
      <p className={styles.text}>รับแจ้งเตือนผลรางวัลและคำสั่งซื้อผ่าน LINE</p>
      <div className={styles.actions}>
        <Link className={styles.action} to={connectPath}>
          เปิดการแจ้งเตือน
        </Link>
        <button type="button" className={styles.dismiss} onClick={close} aria-label="ปิดแบนเนอร์แจ้งเตือน LINE">
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
