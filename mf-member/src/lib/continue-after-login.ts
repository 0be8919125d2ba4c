import { navigate } from '@chokdee/shared-kernel/navigation';
import { completeLogin } from '@chokdee/shared-kernel/stores/auth';

/**
 * After any login (phone, register, OTP, LINE): go where spec §4's post-login order says —
 * verify the phone, fill in the date of birth, or back to the page the member wanted.
 */
export async function continueAfterLogin(): Promise<void> {
  navigate(await completeLogin(), { replace: true });
}
