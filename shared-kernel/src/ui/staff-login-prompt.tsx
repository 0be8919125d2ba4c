import { useId } from 'react';
import { useLocation } from 'react-router';
import { shellPagePaths } from '@chokdee/shared-contract/app-paths';
import { AppLink } from './app-link';
import { buttonStyles } from './buttons';
import styles from './staff-login-prompt.module.css';

export type StaffLoginPromptProps = {
  /** What the staff member comes to do, after 'เพื่อ', e.g. 'ตรวจคำขอพร'. */
  task: string;
  /** The API refused the staff token (expired or revoked): say why the login is back. */
  expired: boolean;
};

/**
 * A back office opened without a staff session: log in at the console, which brings the staff
 * member back to this page.
 */
export function StaffLoginPrompt({ task, expired }: StaffLoginPromptProps) {
  const location = useLocation();
  const headingId = useId();
  const back = `${location.pathname}${location.search}`;
  return (
    <section className={styles.prompt} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        กรุณาเข้าสู่ระบบเจ้าหน้าที่เพื่อ{task}
      </h2>
      {expired && (
        <p role="status" className={styles.notice}>
          การเข้าสู่ระบบหมดเวลาแล้ว กรุณาเข้าสู่ระบบอีกครั้ง
        </p>
      )}
      <p className={styles.muted}>หน้านี้สำหรับเจ้าหน้าที่เท่านั้น เข้าสู่ระบบแล้วจะกลับมาที่หน้านี้</p>
      <AppLink className={buttonStyles.primary} href={shellPagePaths.staffConsole.getHref(back)}>
        เข้าสู่ระบบเจ้าหน้าที่
      </AppLink>
    </section>
  );
}
