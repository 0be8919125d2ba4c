import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { formatCountdown } from '@chokdee/shared-contract/rules/countdown';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { LineIcon } from '@chokdee/shared-kernel/ui/line-icon';
import { $cartOpener } from '../../../stores/cart-opener';
import { $cartSecondsLeft, $cartState } from '../../../stores/lottery-cart';
import { $lotteryCartSummary } from '../../../stores/cart-summary-publisher';
import styles from './header-cart-button.module.css';

/** The reservation's time left, mm:ss, or 'หมดเวลา' at zero; the only part that renders every second. */
function CartTime() {
  const seconds = useStore($cartSecondsLeft);
  const { timedOut } = useStore($cartState);
  // role=timer is a polite-off live region: read on focus, not announced every second.
  return (
    <span role="timer" className={styles.cartTime}>
      {formatCountdown(timedOut ? 0 : seconds)}
    </span>
  );
}

/**
 * The store layout's cart button (spec §2), mf-lottery's widget in the `header.end` position:
 * ticket count and time left, or 'ว่าง'. On the store page it opens the page's cart panel;
 * elsewhere it goes to the store with `?openCart=1`.
 */
export function HeaderCartButton() {
  const { itemQuantity, timeExpire } = useStore($cartState);
  const opener = useStore($cartOpener);
  const { href } = useStore($lotteryCartSummary);
  const content = (
    <>
      <LineIcon name="cart" className={styles.cartIcon} />
      <span className={styles.cartText}>
        <span className={styles.cartLabel}>ตะกร้า</span>
        {itemQuantity > 0 ? (
          <>
            <span className={styles.cartCount}>{itemQuantity} ใบ</span>
            {timeExpire !== null && <CartTime />}
          </>
        ) : (
          <span className={styles.cartCount}>ว่าง</span>
        )}
      </span>
    </>
  );
  if (opener) {
    return (
      <button type="button" className={styles.cartButton} onClick={opener}>
        {content}
      </button>
    );
  }
  return (
    <AppLink href={href} className={styles.cartButton}>
      {content}
    </AppLink>
  );
}
