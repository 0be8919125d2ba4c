import type { ShopCart } from '@chokdee/shared-contract/schemas/shop';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { ConfirmDialog } from '@chokdee/shared-kernel/ui/confirm-dialog';
import { useState } from 'react';
import { AppLink } from '@chokdee/shared-kernel/ui/app-link';
import { Price } from '../../../components/price';
import { paths } from '../../../config/paths';
import { baht } from '../../../lib/cart-rules';
import { removeFromEcomCart, setEcomCartQuantity } from '../../../stores/ecommerce-cart';
import { CartItemRow } from './cart-item-row';
import styles from './cart-panel.module.css';

/** Step 1 'ตะกร้าสินค้า' (spec §2): the lines, the totals in ชิ้น and บาท, 'สั่งซื้อ'. */
export function CartStep({
  cart,
  onNext,
  onClose,
}: {
  cart: ShopCart | null;
  onNext: () => void;
  onClose: () => void;
}) {
  const [removing, setRemoving] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const run = (action: Promise<void>) => {
    setError(null);
    action.catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  };

  if (!cart || cart.items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>ไม่พบสินค้าในตะกร้า</p>
        <AppLink href={paths.store.getHref()} className={buttons.primary} onClick={onClose}>
          เลือกซื้อสินค้า
        </AppLink>
      </div>
    );
  }
  return (
    <div className={styles.step}>
      <ul className={styles.list}>
        {cart.items.map((item) => (
          <CartItemRow
            key={`${item.key}:${item.quantity}`}
            item={item}
            onQuantity={(quantity) => run(setEcomCartQuantity(item.key, quantity))}
            onRemove={() => setRemoving(item.key)}
          />
        ))}
      </ul>
      <div className={styles.totals}>
        <span>รวม {baht(cart.total_quantity)} ชิ้น</span>
        <Price price={cart.total_price} original={cart.original_total_price} />
      </div>
      {cart.saving > 0 ? <p className={styles.saving}>ประหยัด {baht(cart.saving)} บาท</p> : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.footer}>
        <button type="button" className={buttons.primary} onClick={onNext}>
          สั่งซื้อ
        </button>
      </div>
      {removing ? (
        <ConfirmDialog
          message="คุณต้องการนำสินค้านี้ออกจากตะกร้า ?"
          variant="danger"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            const key = removing;
            setRemoving(null);
            run(removeFromEcomCart(key));
          }}
        />
      ) : null}
    </div>
  );
}
