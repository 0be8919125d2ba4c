import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { LineNotificationStatus } from '@chokdee/shared-contract/schemas/line-notification';
import { LoadingState } from '@chokdee/shared-kernel/ui/loading-state';
import { FormAlert } from '../../components/form-alert';
import { MemberGate } from '../../components/member-gate';
import { useLineNotification } from '../../features/line-notification/use-line-notification';
import styles from '../../components/account-page.module.css';
import local from './connect-notification.module.css';

const BENEFITS = [
  'แจ้งผลรางวัลทันทีเมื่อสลากของคุณถูกรางวัล',
  'แจ้งสถานะคำสั่งซื้อและการจัดส่งของรางวัล',
  'แจ้งเตือนก่อนปิดการขายของแต่ละงวด',
];

export const LINE_NOTICES_OFF_TEXT = 'ขณะนี้ยังไม่เปิดให้เชื่อมต่อการแจ้งเตือนผ่าน LINE กรุณาลองใหม่ภายหลัง';

/**
 * /members/connect-notification — notices through the site's LINE Official Account. Connecting is
 * LINE Login with the add-friend prompt; LINE sends the browser back here with `code` and `state`,
 * which the page hands to the API once and then takes off the address.
 */
export function ConnectNotificationPage() {
  return (
    <div className={`${styles.page} ${styles.narrow}`}>
      <div className={styles.header}>
        <h1 className={styles.title}>รับการแจ้งเตือนผ่าน LINE</h1>
      </div>
      <MemberGate>{() => <ConnectNotification />}</MemberGate>
    </div>
  );
}

function ConnectNotification() {
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  const back = useMemo(() => ({ code, state, error }), [code, state, error]);
  const line = useLineNotification(back);

  // A code works once: off the address as soon as it has been read (a reload must not post it again).
  useEffect(() => {
    if (code || state || error) setParams({}, { replace: true });
  }, [code, state, error, setParams]);

  return (
    <section className={styles.card} aria-label="การแจ้งเตือนผ่าน LINE">
      <p className={styles.muted}>เชื่อมต่อบัญชี LINE กับบัญชีโชคดีของคุณ เพื่อรับข่าวสารสำคัญได้ทันที:</p>
      <ul className={local.benefits}>
        {BENEFITS.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      {line.actionError && <FormAlert>{line.actionError}</FormAlert>}
      {line.load.status === 'loading' && <LoadingState label="กำลังตรวจสอบการเชื่อมต่อ LINE…" />}
      {line.load.status === 'error' && (
        <>
          <FormAlert>{line.load.message}</FormAlert>
          <button type="button" className={local.secondary} onClick={line.retry}>
            ลองอีกครั้ง
          </button>
        </>
      )}
      {line.load.status === 'ready' && <LineState status={line.load.data} line={line} />}
    </section>
  );
}

function LineState({
  status,
  line,
}: {
  status: LineNotificationStatus;
  line: ReturnType<typeof useLineNotification>;
}) {
  if (!status.enabled) return <FormAlert tone="info">{LINE_NOTICES_OFF_TEXT}</FormAlert>;
  if (status.linked && status.following) {
    return (
      <>
        <FormAlert tone="success">คุณเปิดรับการแจ้งเตือนผ่าน LINE แล้ว</FormAlert>
        <button
          type="button"
          className={local.secondary}
          onClick={() => void line.disconnect()}
          disabled={line.busy}
          aria-busy={line.busy}
        >
          ปิดการแจ้งเตือนผ่าน LINE
        </button>
      </>
    );
  }
  if (status.linked) {
    // Linked but not reached: not a friend of the Official Account (yet, or blocked), or turned off here.
    return (
      <>
        <FormAlert tone="info">
          เชื่อมต่อบัญชี LINE แล้ว แต่ยังไม่ได้รับการแจ้งเตือน: เพิ่ม LINE Official Account ของโชคดีเป็นเพื่อน
          แล้วกดเปิดรับการแจ้งเตือน
        </FormAlert>
        {status.add_friend_url && (
          <a className={local.line} href={status.add_friend_url} target="_blank" rel="noopener noreferrer">
            เพิ่มเพื่อนใน LINE
          </a>
        )}
        <ConnectButton line={line} label="เปิดรับการแจ้งเตือนผ่าน LINE" quiet />
      </>
    );
  }
  return <ConnectButton line={line} label="เชื่อมต่อกับ LINE" />;
}

function ConnectButton({
  line,
  label,
  quiet = false,
}: {
  line: ReturnType<typeof useLineNotification>;
  label: string;
  /** Beside the add-friend link, which is the step to take first. */
  quiet?: boolean;
}) {
  return (
    <button
      type="button"
      className={quiet ? local.secondary : local.line}
      onClick={() => void line.connect()}
      disabled={line.busy}
      aria-busy={line.busy}
    >
      {label}
    </button>
  );
}
