import { useCallback, useEffect, useRef } from 'react';
import { navigate } from '@chokdee/shared-kernel/navigation';
import { completeLogin } from '@chokdee/shared-kernel/stores/auth';

/**
 * After any login (phone, register, OTP, LINE): go where spec §4's post-login order says —
 * verify the phone, fill in the date of birth, or back to the page the member wanted. A member
 * who left the page while the login was on its way (Back to the store) stays where they went:
 * the login holds, but a page they have left does not pull them away.
 */
export function useContinueAfterLogin(): () => Promise<void> {
  const onPage = useRef(true);
  useEffect(() => {
    onPage.current = true;
    return () => {
      onPage.current = false;
    };
  }, []);
  return useCallback(async () => {
    const target = await completeLogin();
    if (onPage.current) navigate(target, { replace: true });
  }, []);
}
