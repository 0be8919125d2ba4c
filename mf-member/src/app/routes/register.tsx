import { Link } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { paths } from '../../config/paths';
import { RegisterForm } from '../../features/auth/components/register-form';
import { useRedirectParam } from '../../features/auth/hooks/use-redirect-param';
import { useContinueAfterLogin } from '../../lib/use-continue-after-login';

/** /members/register: a new local member; the phone is verified next (spec §4 post-login order). */
export function RegisterPage() {
  const continueAfterLogin = useContinueAfterLogin();
  useRedirectParam();
  return (
    <AuthCard
      title="สมัครสมาชิก"
      lead="สมัครด้วยเบอร์โทรศัพท์ แล้วยืนยันด้วยรหัส OTP ทาง SMS"
      footer={
        <p>
          มีบัญชีอยู่แล้ว? <Link to={paths.login.getHref()}>เข้าสู่ระบบ</Link>
        </p>
      }
    >
      <RegisterForm onRegistered={continueAfterLogin} />
    </AuthCard>
  );
}
