import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { useSecondsLeft } from '@chokdee/shared-kernel/hooks/use-seconds-left';
import { formatCountdown } from '@chokdee/shared-contract/rules/countdown';
import { $cartSummary } from '@chokdee/shared-kernel/stores/cart-summary';
import { CartLink } from './cart-link';
import { CountBadge } from './count-badge';
import { LineIcon } from '@chokdee/shared-kernel/ui/line-icon';
import styles from './bottom-menu.module.css';

/** The time left, mm:ss, or 'หมดเวลา' at zero (spec §4): the only part that renders every second. */
function CartTime({ expiresAt }: { expiresAt: number }) {
  const seconds = useSecondsLeft(expiresAt);
  // role=timer is a polite-off live region: read on focus, not announced every second.
  return (
    <span role="timer" className={styles.time}>
      {formatCountdown(seconds)}
    </span>
  );
}

/**
 * The bar's cart (spec §2): the item count on the icon and the time left, or 'ว่าง' when empty —
 * whatever cart published itself to the kernel's cart summary (the lottery cart today).
 */
export function CartMenuItem() {
  const summary = useStore($cartSummary);
  const count = summary?.count ?? 0;
  return (
    <CartLink summary={summary} className={styles.link}>
      <span className={styles.iconWrap}>
        <LineIcon name="cart" className={styles.icon} />
        <CountBadge count={count} unit={summary?.unit ?? ''} />
      </span>
      <span className={styles.label}>ตะกร้า</span>
      {count > 0 ? (
        summary?.expiresAt != null && <CartTime expiresAt={summary.expiresAt} />
      ) : (
        <span className={styles.empty}>ว่าง</span>
      )}
    </CartLink>
  );
}
