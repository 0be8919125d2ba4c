import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { postLineCallback } from '@chokdee/shared-kernel/api/auth';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { navigate } from '@chokdee/shared-kernel/navigation';
import { isSafeRedirect } from '@chokdee/shared-contract/rules/safe-redirect';
import { loginWithToken } from '@chokdee/shared-kernel/stores/auth';
import { saveIntent } from '@chokdee/shared-kernel/stores/intent';
import { AuthCard } from '../../components/auth-card';
import { FormAlert } from '../../components/form-alert';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { paths } from '../../config/paths';
import { useContinueAfterLogin } from '../../lib/use-continue-after-login';

export const LINE_CANCELLED_MESSAGE = 'ยกเลิกการเข้าสู่ระบบด้วย LINE แล้ว';
export const LINE_MISSING_CODE_MESSAGE = 'ข้อมูลจาก LINE ไม่ครบถ้วน กรุณาเข้าสู่ระบบอีกครั้ง';

/**
 * /oauth/callback/line: LINE sends the browser back here with `code` and `state`. The kernel posts
 * them with the key this browser kept when it started that login; the API checks both, trades the
 * code (with its PKCE verifier) and answers a token — or, for a LINE account still to be linked, a
 * `link_token` for /members/connect-user. A login another browser started (a callback link someone
 * sent) is refused with the API's Thai message, and nobody is signed in.
 */
export function LineCallbackPage() {
  const continueAfterLogin = useContinueAfterLogin();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const denied = params.get('error');
  const [error, setError] = useState<string | null>(() =>
    denied ? LINE_CANCELLED_MESSAGE : !code || !state ? LINE_MISSING_CODE_MESSAGE : null,
  );
  // A code works once: a second effect run (development double mount) must not post it again.
  const posted = useRef(false);

  useEffect(() => {
    if (!code || !state || denied || posted.current) return;
    posted.current = true;
    (async () => {
      const result = await postLineCallback({ code, state });
      if (result.token) {
        await loginWithToken(result.token, 'line');
        if (result.redirect_url !== paths.home.getHref() && isSafeRedirect(result.redirect_url)) {
          saveIntent(result.redirect_url);
        }
        await continueAfterLogin();
      } else if (result.link_token) {
        if (isSafeRedirect(result.redirect_url)) saveIntent(result.redirect_url);
        navigate(`${paths.connectUser.getHref()}?link_token=${encodeURIComponent(result.link_token)}`, {
          replace: true,
        });
      } else {
        setError(LINE_MISSING_CODE_MESSAGE);
      }
    })().catch((e: unknown) => setError(toApiError(e).message));
  }, [code, state, denied, continueAfterLogin]);

  return (
    <AuthCard framed title="เข้าสู่ระบบด้วย LINE">
      {error ? (
        <>
          <FormAlert>{error}</FormAlert>
          <p>
            <Link to={paths.login.getHref()}>กลับไปหน้าเข้าสู่ระบบ</Link>
          </p>
        </>
      ) : (
        <LoadingState label="กำลังเข้าสู่ระบบด้วย LINE" />
      )}
    </AuthCard>
  );
}
