import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/auth-card';
import { FormAlert } from '../../components/form-alert';
import { paths } from '../../config/paths';
import { ConnectUserForm } from '../../features/auth/components/connect-user-form';
import { useContinueAfterLogin } from '../../lib/use-continue-after-login';

/**
 * /members/login-existing?link_token=…: a LINE account that is not linked yet joins the member's
 * existing phone account (log in once with phone and password).
 */
export function LoginExistingPage() {
  const continueAfterLogin = useContinueAfterLogin();
  const [params] = useSearchParams();
  const linkToken = params.get('link_token');

  return (
    <AuthCard
      title="เข้าสู่ระบบด้วยบัญชีที่มีอยู่"
      lead="เข้าสู่ระบบด้วยเบอร์โทรศัพท์และรหัสผ่าน เพื่อเชื่อมต่อบัญชี LINE กับบัญชีโชคดีของคุณ"
      footer={
        <p>
          ยังไม่มีบัญชี? <Link to={paths.register.getHref()}>สมัครสมาชิก</Link>
        </p>
      }
    >
      {linkToken ? (
        <ConnectUserForm linkToken={linkToken} onConnected={continueAfterLogin} />
      ) : (
        <>
          <FormAlert>ไม่พบข้อมูลบัญชี LINE ที่จะเชื่อมต่อ กรุณาเริ่มเชื่อมต่อใหม่อีกครั้ง</FormAlert>
          <p>
            <Link to={paths.connectUser.getHref()}>เชื่อมต่อบัญชี LINE</Link> หรือ{' '}
            <Link to={paths.login.getHref()}>เข้าสู่ระบบ</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
