import { useStore } from '@nanostores/react';
import { formatCountdown } from '@chokdee/shared-kernel/rules/countdown';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { $cartOpener } from '../../../stores/cart-opener';
import { $cartSecondsLeft, $cartState } from '../../../stores/lottery-cart';
import { $lotteryCartSummary } from '../../../stores/cart-summary-publisher';
import styles from './header-cart-button.module.css';

/** A decorative cart icon: the text beside it names the button. */
function CartIcon() {
  return (
    <svg
      className={styles.cartIcon}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M2 3h3l2.7 12.4a2 2 0 0 0 2 1.6h8.6a2 2 0 0 0 2-1.5L22 7H6.2M10 21a1 1 0 1 1-2 0 1 1 0 0 1 2 0zM20 21a1 1 0 1 1-2 0 1 1 0 0 1 2 0z" />
    </svg>
  );
}

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
 * The store layout's cart button (spec §2), mf-lottery's widget in the `store.cart-button` slot:
 * ticket count and time left, or 'ว่าง'. On the store page it opens the page's cart panel;
 * elsewhere it goes to the store with `?openCart=1`.
 */
export function HeaderCartButton() {
  const { itemQuantity, timeExpire } = useStore($cartState);
  const opener = useStore($cartOpener);
  const { href } = useStore($lotteryCartSummary);
  const content = (
    <>
      <CartIcon />
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
