import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useStore } from '@nanostores/react';
import { $user } from '@chokdee/shared-kernel/stores/auth';
import { paths } from '../config/paths';
import { readStorage, writeStorage } from './browser-storage';
import styles from './banners.module.css';

export const LINE_BANNER_CLOSED_KEY = 'line_notification_banner_closed';
export const CONNECT_NOTIFICATION_PATH = paths.connectNotification.getHref();

/**
 * Spec §2 widgets: invites a member who does not follow the LINE notifications to turn them on.
 * Closing hides it for this visit only (sessionStorage): it returns next visit until they connect.
 */
export function LineBanner() {
  const user = useStore($user);
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(() => readStorage('session', LINE_BANNER_CLOSED_KEY) === '1');
  // Not on the page it links to: the invitation would repeat what the page says.
  if (!user || user.is_follow_line_notification !== false || closed) return null;
  if (pathname.startsWith(CONNECT_NOTIFICATION_PATH)) return null;
  const close = () => {
    writeStorage('session', LINE_BANNER_CLOSED_KEY, '1');
    setClosed(true);
  };
  return (
    <section className={`${styles.banner} ${styles.line}`} aria-label="การแจ้งเตือนผ่าน LINE">
      <p className={styles.text}>รับแจ้งเตือนผลรางวัลและคำสั่งซื้อผ่าน LINE</p>
      <div className={styles.actions}>
        <Link className={styles.action} to={CONNECT_NOTIFICATION_PATH}>
          เปิดการแจ้งเตือน
        </Link>
        <button type="button" className={styles.dismiss} onClick={close} aria-label="ปิดแบนเนอร์แจ้งเตือน LINE">
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
