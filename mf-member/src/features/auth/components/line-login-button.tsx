import { useEffect, useState, type ReactNode } from 'react';
import { fetchLineConfig } from '@chokdee/shared-kernel/api/auth';
import type { LineMode } from '@chokdee/shared-contract/schemas/auth';
import { FormAlert } from '../../../components/form-alert';
import { useLineLogin } from '../hooks/use-line-login';
import styles from './line-login-button.module.css';

export type LineLoginButtonProps = {
  /** Where the member lands after LINE (the saved intent), a same-site path. */
  redirectUrl: string;
  mode?: LineMode;
  label?: string;
  /** Puts an 'or' line above the button, for a page that also has a phone form. */
  divider?: boolean;
  /** Shown instead once the server says LINE is off (or cannot say). */
  fallback?: ReactNode;
};

/**
 * Starts LINE login (`useLineLogin`: the API keeps state and PKCE and answers LINE's URL). Shown only
 * when the server says LINE is configured; while asking nothing is shown, and `fallback` if it is off
 * or the question fails.
 */
export function LineLoginButton({
  redirectUrl,
  mode = 'login',
  label = 'เข้าสู่ระบบด้วย LINE',
  divider = false,
  fallback = null,
}: LineLoginButtonProps) {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const line = useLineLogin({ redirect_url: redirectUrl, mode });

  useEffect(() => {
    let current = true;
    fetchLineConfig().then(
      (on) => current && setEnabled(on),
      () => current && setEnabled(false),
    );
    return () => {
      current = false;
    };
  }, []);

  if (enabled === null) return null;
  if (!enabled) return fallback;
  return (
    <div className={styles.block}>
      {divider && <p className={styles.divider}>หรือ</p>}
      <button
        type="button"
        className={styles.line}
        onClick={() => void line.start()}
        disabled={line.busy}
        aria-busy={line.busy}
      >
        <span className={styles.logo} aria-hidden="true">
          LINE
        </span>
        {label}
      </button>
      {line.error && <FormAlert>{line.error}</FormAlert>}
    </div>
  );
}
