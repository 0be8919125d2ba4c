import { useEffect } from 'react';
import { BuyerRequirementFix } from '@chokdee/shared-kernel/ui/buyer-requirement-fix';
import type { CartNotice as Notice } from '../hooks/use-add-to-cart';
import styles from './cart-notice.module.css';

export type CartNoticeProps = {
  notice: Notice;
  onDismiss: () => void;
  /** 'ดูตะกร้า' after a success. */
  onOpenCart?: () => void;
};

/** Spec §9: a toast shows for 2000 ms; a failure stays until it is closed. */
export const TOAST_MS = 2000;

/**
 * The outcome of an add as a toast at the top centre. Both live regions stay in the page, empty
 * until they speak: a status for success, an alert for a failure.
 */
export function CartNotice({ notice, onDismiss, onOpenCart }: CartNoticeProps) {
  useEffect(() => {
    if (notice?.kind !== 'success') return;
    const timer = setTimeout(onDismiss, TOAST_MS);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);

  const toast = notice && (
    <div key={notice.id} className={`${styles.notice} ${styles[notice.kind]}`}>
      <p className={styles.text}>{notice.text}</p>
      <div className={styles.actions}>
        {notice.kind === 'success' && onOpenCart && (
          <button type="button" className={styles.link} onClick={onOpenCart}>
            ดูตะกร้า
          </button>
        )}
        {/* Refused until the phone is verified or a birth date given: the way there, and back. */}
        {notice.kind === 'error' && (
          <BuyerRequirementFix code={notice.code} className={styles.link} onLeave={onDismiss} />
        )}
        <button type="button" className={styles.close} onClick={onDismiss} aria-label="ปิดข้อความ">
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  );

  return (
    <div className={styles.region}>
      <div role="status">{notice?.kind === 'success' && toast}</div>
      <div role="alert">{notice?.kind === 'error' && toast}</div>
    </div>
  );
}
