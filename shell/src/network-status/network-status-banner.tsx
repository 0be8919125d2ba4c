import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $networkNotice } from './network-notice-store';
import styles from './network-status-banner.module.css';

export const OFFLINE_TEXT = 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต';
export const BACK_ONLINE_TEXT = 'กลับมาออนไลน์แล้ว';

/**
 * Spec §4 online/offline: a polite banner while the connection is lost, and a short 'back online'
 * when it returns. The live region is always there (empty) so the change is announced.
 */
export function NetworkStatusBanner() {
  const notice = useStore($networkNotice);
  return (
    <div role="status" aria-live="polite" className={styles.region}>
      {notice && (
        <p
          className={
            notice === 'offline' ? `${styles.banner} ${styles.offline}` : `${styles.banner} ${styles.online}`
          }
        >
          {notice === 'offline' ? OFFLINE_TEXT : BACK_ONLINE_TEXT}
        </p>
      )}
    </div>
  );
}
