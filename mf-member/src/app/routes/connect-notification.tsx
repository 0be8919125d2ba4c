import { fetchLineConfig } from '@chokdee/shared-kernel/api/auth';
import type { AuthUser } from '@chokdee/shared-contract/schemas/auth';
import { FormAlert } from '../../components/form-alert';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { useRequest } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { paths } from '../../config/paths';
import { MemberGate } from '../../components/member-gate';
import { useLineLogin } from '../../features/auth/hooks/use-line-login';
import styles from '../../components/account-page.module.css';
import local from './connect-notification.module.css';

const BENEFITS = [
  'แจ้งผลรางวัลทันทีเมื่อสลากของคุณถูกรางวัล',
  'แจ้งสถานะคำสั่งซื้อและการจัดส่งของรางวัล',
  'แจ้งเตือนก่อนปิดการขายของแต่ละงวด',
];

/** /members/connect-notification — why and how to get notifications through LINE. */
export function ConnectNotificationPage() {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <div className={styles.header}>
        <h1 className={styles.title}>รับการแจ้งเตือนผ่าน LINE</h1>
      </div>
      <MemberGate>{(user) => <ConnectNotification user={user} />}</MemberGate>
    </div>
  );
}

function ConnectNotification({ user }: { user: AuthUser }) {
  const config = useRequest(requestKeys.member.lineConfig, () => fetchLineConfig());
  const line = useLineLogin({ redirect_url: paths.profile.getHref(), mode: 'connect' });

  return (
    <section className={styles.card} aria-label="การแจ้งเตือนผ่าน LINE">
      <p className={styles.muted}>เชื่อมต่อบัญชี LINE กับบัญชีโชคดีของคุณ เพื่อรับข่าวสารสำคัญได้ทันที:</p>
      <ul className={local.benefits}>
        {BENEFITS.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {user.is_follow_line_notification ? (
        <FormAlert tone="success">คุณเปิดรับการแจ้งเตือนผ่าน LINE แล้ว</FormAlert>
      ) : (
        <>
          {config.status === 'loading' && <LoadingState label="กำลังตรวจสอบการเชื่อมต่อ LINE…" />}
          {config.status === 'error' && <FormAlert>{config.error.message}</FormAlert>}
          {config.status === 'success' &&
            (config.data ? (
              <>
                <button
                  type="button"
                  className={local.line}
                  onClick={() => void line.start()}
                  disabled={line.busy}
                  aria-busy={line.busy}
                >
                  เชื่อมต่อกับ LINE
                </button>
                {line.error && <FormAlert>{line.error}</FormAlert>}
              </>
            ) : (
              <FormAlert tone="info">ขณะนี้ยังไม่เปิดให้เชื่อมต่อการแจ้งเตือนผ่าน LINE กรุณาลองใหม่ภายหลัง</FormAlert>
            ))}
        </>
      )}
    </section>
  );
}
