import { Link, useLocation } from 'react-router';
import { isSafeRedirect } from '@chokdee/shared-kernel/rules/safe-redirect';
import { saveIntent } from '@chokdee/shared-kernel/stores/intent';
import { paths } from '../config/paths';
import styles from './user-menu.module.css';

// Pages of the login flow itself are no place to come back to after logging in.
const AUTH_FLOW_PATHS: readonly string[] = [
  paths.login.path,
  paths.register.path,
  paths.forgetPassword.path,
  paths.verifyPhone.path,
];

/** The current path to return to after login, or undefined on the login pages themselves. */
export function returnTarget(pathname: string, search: string): string | undefined {
  if (AUTH_FLOW_PATHS.includes(pathname)) return undefined;
  const target = `${pathname}${search}`;
  return isSafeRedirect(target) ? target : undefined;
}

/** Spec §2: the logged-out user menu, a login button remembering the current path. */
export function LoginLink() {
  const { pathname, search } = useLocation();
  const target = returnTarget(pathname, search);
  return (
    <Link
      to={paths.login.getHref(target)}
      className={styles.login}
      onClick={() => {
        if (target) saveIntent(target);
      }}
    >
      เข้าสู่ระบบ
    </Link>
  );
}
