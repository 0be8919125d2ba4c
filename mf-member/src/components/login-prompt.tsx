import { useLocation, useNavigate } from 'react-router';
import { saveIntent } from '@chokdee/shared-kernel/stores/intent';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { paths } from '../config/paths';
import styles from './account-page.module.css';

export type LoginPromptProps = {
  /** Why logging in helps here, in Thai. */
  message?: string;
};

/** For visitors: a login button that remembers this page as the return target (spec §2 user menu, §4 intent). */
export function LoginPrompt({ message = 'กรุณาเข้าสู่ระบบเพื่อใช้งานส่วนนี้' }: LoginPromptProps) {
  const location = useLocation();
  const navigate = useNavigate();

  function login() {
    saveIntent(`${location.pathname}${location.search}`);
    navigate(paths.login.getHref());
  }

  return (
    <div className={styles.card}>
      <p className={styles.muted}>{message}</p>
      <div className={styles.actions}>
        <button type="button" className={buttons.primary} onClick={login}>
          เข้าสู่ระบบ
        </button>
      </div>
    </div>
  );
}
