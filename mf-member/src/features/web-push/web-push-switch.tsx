import { useId } from 'react';
import { useWebPush, type WebPushState } from './use-web-push';
import styles from './web-push-switch.module.css';

const STATUS: Record<WebPushState, string> = {
  checking: 'กำลังตรวจสอบ…',
  unsupported: 'เบราว์เซอร์นี้ไม่รองรับการแจ้งเตือน ลองใช้ Chrome, Edge, Firefox หรือ Safari รุ่นล่าสุด',
  blocked: 'เบราว์เซอร์บล็อกการแจ้งเตือนของเว็บไซต์นี้อยู่',
  off: 'ปิดอยู่ เปิดเพื่อรับแจ้งเมื่อร้านยืนยันสลิป ถูกรางวัล หรือมีการจัดส่ง แม้ไม่ได้เปิดเว็บไซต์',
  on: 'เปิดอยู่ เบราว์เซอร์นี้จะแสดงการแจ้งเตือนของโชคดี',
  busy: 'กำลังบันทึก…',
};

/**
 * 'รับการแจ้งเตือนบนเบราว์เซอร์นี้': one switch for this browser's web push. The browser's
 * permission is asked only when the member turns it on; blocked notifications say how to allow them.
 */
export function WebPushSwitch() {
  const id = useId();
  const { state, error, turnOn, turnOff } = useWebPush();
  const usable = state === 'on' || state === 'off';

  return (
    <div className={styles.row}>
      <div className={styles.text}>
        <label htmlFor={id} className={styles.label}>
          รับการแจ้งเตือนบนเบราว์เซอร์นี้
        </label>
        <p id={`${id}-status`} className={styles.status} aria-live="polite">
          {STATUS[state]}
        </p>
        {state === 'blocked' && (
          <p className={styles.help}>
            วิธีเปิด: แตะไอคอนแม่กุญแจหรือไอคอนตั้งค่าหน้าชื่อเว็บไซต์ในแถบที่อยู่ เลือก “การแจ้งเตือน” เป็น “อนุญาต” แล้วโหลดหน้านี้ใหม่
          </p>
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className={styles.switch}
        checked={state === 'on'}
        disabled={!usable}
        aria-describedby={`${id}-status`}
        onChange={(event) => void (event.target.checked ? turnOn() : turnOff())}
      />
    </div>
  );
}
