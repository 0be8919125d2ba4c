import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { fetchAuthUser, postLogout, postSignInCodeExchange } from '@chokdee/shared-kernel/api/auth';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { formatPhone } from '@chokdee/shared-contract/format/phone';
import { isSafeRedirect } from '@chokdee/shared-contract/rules/safe-redirect';
import type { AuthUser } from '@chokdee/shared-contract/schemas/auth';
import { loginWithToken } from '@chokdee/shared-kernel/stores/auth';
import { saveIntent } from '@chokdee/shared-kernel/stores/intent';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { AuthCard } from '../../components/auth-card';
import { FormAlert } from '../../components/form-alert';
import { paths } from '../../config/paths';
import { useContinueAfterLogin } from '../../lib/use-continue-after-login';
import styles from './mobile-signin.module.css';

export const MOBILE_NO_CODE_MESSAGE = 'ไม่พบข้อมูลการเข้าสู่ระบบจากแอปพลิเคชัน';
/** The old links carried the app's bearer token: such a link logs nobody in. */
export const MOBILE_TOKEN_LINK_MESSAGE = 'ลิงก์นี้ใช้เข้าสู่ระบบไม่ได้ กรุณาเปิดหน้านี้จากแอปพลิเคชันโชคดีอีกครั้ง';
export const MOBILE_DECLINED_MESSAGE = 'ยกเลิกการเข้าสู่ระบบแล้ว';

type State =
  | { step: 'exchanging' }
  | { step: 'confirm'; token: string; user: AuthUser }
  | { step: 'signing-in' }
  | { step: 'failed'; message: string };

/**
 * /mobile/signin?code=…&redirect_url=…: the mobile app, signed in, asked the API for a one-time
 * code (two minutes, single use) and opened the site with it. The page takes the code out of the
 * address, trades it for a token of its own, and shows whose account it is before storing it, so
 * a link someone else made cannot quietly sign a visitor into the wrong account.
 */
export function MobileSigninPage() {
  const continueAfterLogin = useContinueAfterLogin();
  const [params, setParams] = useSearchParams();
  // Read once: the code leaves the address bar (and the history) right away.
  const [{ code, token: linkToken }] = useState(() => ({
    code: params.get('code'),
    token: params.get('token'),
  }));
  const redirectUrl = params.get('redirect_url');
  const [state, setState] = useState<State>(() =>
    code
      ? { step: 'exchanging' }
      : { step: 'failed', message: linkToken ? MOBILE_TOKEN_LINK_MESSAGE : MOBILE_NO_CODE_MESSAGE },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!code && !linkToken) return;
    setParams(
      (current) => {
        current.delete('code');
        current.delete('token');
        return current;
      },
      { replace: true },
    );
  }, [code, linkToken, setParams]);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    (async () => {
      const token = await postSignInCodeExchange(code);
      setState({ step: 'confirm', token, user: await fetchAuthUser({ token }) });
    })().catch((e: unknown) => setState({ step: 'failed', message: toApiError(e).message }));
  }, [code]);

  const accept = (token: string) => {
    setState({ step: 'signing-in' });
    (async () => {
      await loginWithToken(token, 'local');
      if (isSafeRedirect(redirectUrl)) saveIntent(redirectUrl);
      await continueAfterLogin();
    })().catch((e: unknown) => setState({ step: 'failed', message: toApiError(e).message }));
  };

  const decline = (token: string) => {
    // The token was made for this page only: end it on the server too (errors do not matter).
    void postLogout({ token }).catch(() => undefined);
    setState({ step: 'failed', message: MOBILE_DECLINED_MESSAGE });
  };

  return (
    <AuthCard framed title="เข้าสู่ระบบจากแอปพลิเคชัน">
      {state.step === 'failed' && (
        <>
          <FormAlert>{state.message}</FormAlert>
          <p>
            <Link to={paths.login.getHref()}>เข้าสู่ระบบด้วยเบอร์โทรศัพท์</Link>
          </p>
        </>
      )}
      {(state.step === 'exchanging' || state.step === 'signing-in') && <LoadingState label="กำลังเข้าสู่ระบบ" />}
      {state.step === 'confirm' && (
        <>
          <p>
            เข้าสู่ระบบในชื่อ{' '}
            <strong>
              {state.user.name} {state.user.lastname}
            </strong>
            {state.user.tel ? (
              <>
                {' '}
                <span className={styles.phone}>({formatPhone(state.user.tel)})</span>
              </>
            ) : null}
          </p>
          <p>
            <button type="button" className={buttons.primary} onClick={() => accept(state.token)}>
              เข้าสู่ระบบ
            </button>{' '}
            <button type="button" className={buttons.secondary} onClick={() => decline(state.token)}>
              ไม่ใช่บัญชีของฉัน
            </button>
          </p>
        </>
      )}
    </AuthCard>
  );
}
