import { useStore } from '@nanostores/react';
import { $cartState } from '@chokdee/shared-kernel/stores/lottery-cart';
import { CartCountdown } from './cart-countdown';
import { CartLink } from './cart-link';
import { CountBadge } from './count-badge';
import { MenuIcon } from './menu-icons';
import styles from './bottom-menu.module.css';

/** The bar's cart: ticket count on the icon and the time left, or 'ว่าง' when empty (spec §2). */
export function CartMenuItem() {
  const { itemQuantity, timeExpire } = useStore($cartState);
  return (
    <CartLink className={styles.link}>
      <span className={styles.iconWrap}>
        <MenuIcon name="cart" className={styles.icon} />
        <CountBadge count={itemQuantity} unit="ใบ" />
      </span>
      <span className={styles.label}>ตะกร้า</span>
      {itemQuantity > 0 ? (
        timeExpire !== null && <CartCountdown className={styles.time} />
      ) : (
        <span className={styles.empty}>ว่าง</span>
      )}
    </CartLink>
  );
}
