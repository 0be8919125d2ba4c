import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { Link, useSearchParams } from 'react-router';
import { $intentUrl } from '@chokdee/shared-kernel/stores/intent';
import { AuthCard } from '../../components/auth-card';
import { FormAlert } from '../../components/form-alert';
import { paths } from '../../config/paths';
import { LineLoginButton } from '../../features/auth/components/line-login-button';
import styles from '../../components/form.module.css';

/**
 * /members/connect-user: links a LINE account to a Chokdee account. Coming back from LINE with
 * a `link_token` (LINE not linked yet), the member picks: log in to an existing account, or
 * register. Without one, the page starts the LINE connect flow.
 */
export function ConnectUserPage() {
  const [params] = useSearchParams();
  const linkToken = params.get('link_token');
  const intent = useStore($intentUrl);

  if (linkToken) {
    return (
      <AuthCard title="เชื่อมต่อบัญชี LINE" lead="บัญชี LINE นี้ยังไม่ได้เชื่อมต่อกับบัญชีโชคดี">
        <div className={styles.form}>
          <FormAlert tone="info">หากคุณเคยสมัครสมาชิกด้วยเบอร์โทรศัพท์ เข้าสู่ระบบเพื่อเชื่อมต่อบัญชีได้ทันที</FormAlert>
          <Link
            className={`${styles.submit} ${styles.linkButton}`}
            to={paths.loginExisting.getHref(linkToken)}
          >
            เข้าสู่ระบบด้วยบัญชีที่มีอยู่
          </Link>
          <Link className={`${styles.secondary} ${styles.linkButton}`} to={paths.register.getHref()}>
            สมัครสมาชิกใหม่
          </Link>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="เชื่อมต่อบัญชี LINE" lead="เชื่อมต่อบัญชี LINE เพื่อเข้าสู่ระบบได้รวดเร็วขึ้น">
      <LineLoginButton
        redirectUrl={intent ?? paths.profile.getHref()}
        mode="connect"
        label="เชื่อมต่อกับ LINE"
        fallback={<FormAlert tone="info">ขณะนี้ยังไม่เปิดให้เชื่อมต่อบัญชี LINE</FormAlert>}
      />
      <p className={styles.row}>
        <Link to={paths.login.getHref()}>กลับไปหน้าเข้าสู่ระบบ</Link>
      </p>
    </AuthCard>
  );
}
