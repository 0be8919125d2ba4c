import { useStore } from '@nanostores/react';
import { $cartState } from '@chokdee/shared-kernel/stores/lottery-cart';
import { CartCountdown } from '../bottom-menu/cart-countdown';
import { CartLink } from '../bottom-menu/cart-link';
import { MenuIcon } from '../bottom-menu/menu-icons';
import styles from './store-layout.module.css';

/**
 * The store layout's cart button (spec §2): ticket count and time left, or 'ว่าง'. On the store
 * page it opens the page's cart panel; elsewhere it goes to the store with `?openCart=1`.
 */
export function StoreCartButton() {
  const { itemQuantity, timeExpire } = useStore($cartState);
  return (
    <CartLink className={styles.cartButton}>
      <MenuIcon name="cart" className={styles.cartIcon} />
      <span className={styles.cartText}>
        <span className={styles.cartLabel}>ตะกร้า</span>
        {itemQuantity > 0 ? (
          <>
            <span className={styles.cartCount}>{itemQuantity} ใบ</span>
            {timeExpire !== null && <CartCountdown className={styles.cartTime} />}
          </>
        ) : (
          <span className={styles.cartCount}>ว่าง</span>
        )}
      </span>
    </CartLink>
  );
}
