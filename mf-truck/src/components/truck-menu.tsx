import { truckLogout } from '../api/truck';
import { navigate } from '@chokdee/shared-kernel/navigation';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useState } from 'react';
import { paths } from '../config/paths';
import { clearPicks } from '../stores/picks';
import { $waitingCount } from '../stores/sale-queue';
import { $truckSession, clearTruckSession } from '../stores/truck-session';
import styles from './truck-chrome.module.css';

/** The truck header's items: store name, waiting sales, logout (only when the store's flag allows). */
export function TruckMenu() {
  const session = useStore($truckSession);
  const waiting = useStore($waitingCount);
  const [asking, setAsking] = useState(false);
  if (!session) return null;

  async function logout() {
    const token = session?.token;
    setAsking(false);
    clearTruckSession();
    clearPicks();
    // The offline copies of the operator's answers go with the session.
    void globalThis.caches?.delete('truck-api').catch(() => undefined);
    navigate(paths.home.getHref());
    // Spec §8: logout ignores errors.
    if (token) await truckLogout(token).catch(() => undefined);
  }

  return (
    <div className={styles.menu}>
      <span className={styles.store} title={session.store.name}>
        {session.store.name}
      </span>
      {waiting > 0 && (
        <span className={styles.badge} role="status">
          รอส่ง {waiting}
        </span>
      )}
      {session.store.operators_can_logout && (
        <button type="button" className={styles.icon} aria-label="ออกจากระบบ" onClick={() => setAsking(true)}>
          <svg
            width="24"
            height="24"
            viewBox="0 0 24 24"
            aria-hidden="true"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9" />
          </svg>
        </button>
      )}
      {asking && (
        <ConfirmDialog
          message="คุณต้องการออกจากระบบ ?"
          remark={waiting > 0 ? `ยังมีรายการขายรอส่ง ${waiting} รายการ จะส่งเมื่อเข้าสู่ระบบร้านนี้อีกครั้ง` : undefined}
          onConfirm={() => void logout()}
          onCancel={() => setAsking(false)}
        />
      )}
    </div>
  );
}
