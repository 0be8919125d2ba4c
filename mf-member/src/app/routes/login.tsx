import { Link } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { paths } from '../../config/paths';
import { LineLoginButton } from '../../features/auth/components/line-login-button';
import { LoginForm } from '../../features/auth/components/login-form';
import { useRedirectParam } from '../../features/auth/hooks/use-redirect-param';
import { useContinueAfterLogin } from '../../lib/use-continue-after-login';

/** /members/login: phone + password, or LINE when the server has it. */
export function LoginPage() {
  const continueAfterLogin = useContinueAfterLogin();
  const returnTo = useRedirectParam();
  return (
    <AuthCard
      title="เข้าสู่ระบบ"
      lead="เข้าสู่ระบบด้วยเบอร์โทรศัพท์และรหัสผ่านของคุณ"
      footer={
        <p>
          ยังไม่มีบัญชี? <Link to={paths.register.getHref()}>สมัครสมาชิก</Link>
        </p>
      }
    >
      <LoginForm onLoggedIn={continueAfterLogin} />
      <LineLoginButton redirectUrl={returnTo} divider />
    </AuthCard>
  );
}
