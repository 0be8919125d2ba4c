import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $authReady, $user } from '@chokdee/shared-kernel/stores/auth';
import { AuthCard } from '../../components/auth-card';
import { FormAlert } from '../../components/form-alert';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { VerifyPhoneForm } from '../../features/auth/components/verify-phone-form';
import { useContinueAfterLogin } from '../../lib/use-continue-after-login';
import styles from '../../components/form.module.css';

/**
 * /members/verify-phone: a local member confirms their phone with an SMS code. A member who
 * has nothing to verify (already verified, or no phone) is offered the way on instead.
 */
export function VerifyPhonePage() {
  const continueAfterLogin = useContinueAfterLogin();
  const ready = useStore($authReady);
  const user = useStore($user);

  return (
    <AuthCard title="ยืนยันเบอร์โทรศัพท์" lead="เพื่อความปลอดภัยของบัญชี กรุณายืนยันเบอร์โทรศัพท์ด้วยรหัส OTP">
      {!ready || !user ? (
        <LoadingState label="กำลังโหลดข้อมูลสมาชิก" />
      ) : user.verified_otp_id !== null || !user.tel ? (
        <div className={styles.form}>
          <FormAlert tone="success">
            {user.tel ? 'ยืนยันเบอร์โทรศัพท์เรียบร้อยแล้ว' : 'บัญชีนี้ไม่ต้องยืนยันเบอร์โทรศัพท์'}
          </FormAlert>
          <button type="button" className={styles.submit} onClick={() => void continueAfterLogin()}>
            ดำเนินการต่อ
          </button>
        </div>
      ) : (
        <VerifyPhoneForm tel={user.tel} onVerified={continueAfterLogin} />
      )}
    </AuthCard>
  );
}
