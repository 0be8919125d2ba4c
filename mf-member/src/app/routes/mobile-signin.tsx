import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { isSafeRedirect } from '@chokdee/shared-kernel/rules/safe-redirect';
import { loginWithToken } from '@chokdee/shared-kernel/stores/auth';
import { saveIntent } from '@chokdee/shared-kernel/stores/intent';
import { AuthCard } from '../../components/auth-card';
import { FormAlert } from '../../components/form-alert';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { paths } from '../../config/paths';
import { continueAfterLogin } from '../../lib/continue-after-login';

export const MOBILE_NO_TOKEN_MESSAGE = 'ไม่พบข้อมูลการเข้าสู่ระบบจากแอปพลิเคชัน';

/**
 * /mobile/signin?token=…&redirect_url=…: the mobile app opens the site already signed in. The
 * token is stored like any login, then the member goes on by the post-login rules.
 */
export function MobileSigninPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const redirectUrl = params.get('redirect_url');
  const [error, setError] = useState<string | null>(token ? null : MOBILE_NO_TOKEN_MESSAGE);
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    (async () => {
      await loginWithToken(token, 'local');
      if (isSafeRedirect(redirectUrl)) saveIntent(redirectUrl);
      await continueAfterLogin();
    })().catch((e: unknown) => setError(toApiError(e).message));
  }, [token, redirectUrl]);

  return (
    <AuthCard framed title="เข้าสู่ระบบจากแอปพลิเคชัน">
      {error ? (
        <>
          <FormAlert>{error}</FormAlert>
          <p>
            <Link to={paths.login.getHref()}>เข้าสู่ระบบด้วยเบอร์โทรศัพท์</Link>
          </p>
        </>
      ) : (
        <LoadingState label="กำลังเข้าสู่ระบบ" />
      )}
    </AuthCard>
  );
}
