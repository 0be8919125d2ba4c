import { appPaths } from '@chokdee/shared-contract/app-paths';
import { buttonStyles } from '@chokdee/shared-kernel/ui/buttons';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { useLocation } from 'react-router';
import styles from './shop-orders.module.css';

export type StaffLoginPromptProps = {
  /** The API refused the staff token (expired or revoked): say why the login is back. */
  expired: boolean;
};

/** A visitor without a staff session: log in at the console, which brings them back here. */
export function StaffLoginPrompt({ expired }: StaffLoginPromptProps) {
  const location = useLocation();
  const back = `${location.pathname}${location.search}`;
  return (
    <section className={styles.prompt} aria-labelledby="shop-orders-login">
      <h2 id="shop-orders-login" className={styles.heading}>
        กรุณาเข้าสู่ระบบเจ้าหน้าที่เพื่อจัดการคำสั่งซื้อ
      </h2>
      {expired && (
        <p role="status" className={styles.notice}>
          การเข้าสู่ระบบหมดเวลาแล้ว กรุณาเข้าสู่ระบบอีกครั้ง
        </p>
      )}
      <p className={styles.muted}>หน้านี้สำหรับเจ้าหน้าที่เท่านั้น เข้าสู่ระบบแล้วจะกลับมาที่หน้านี้</p>
      <AppLink className={buttonStyles.primary} href={appPaths.staffConsole.getHref(back)}>
        เข้าสู่ระบบเจ้าหน้าที่
      </AppLink>
    </section>
  );
}
