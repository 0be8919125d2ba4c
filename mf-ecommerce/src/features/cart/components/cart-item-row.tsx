import { assetUrl } from '@chokdee/shared-kernel/api/asset-url';
import type { CartItem } from '@chokdee/shared-contract/schemas/shop';
import { buttonStyles as buttons } from '@chokdee/shared-kernel/ui/buttons';
import { useState } from 'react';
import { Price } from '../../../components/price';
import { baht, quantityInput } from '../../../lib/cart-rules';
import styles from './cart-panel.module.css';

export type CartItemRowProps = {
  item: CartItem;
  onQuantity: (quantity: number) => void;
  /** Asks first (spec §8 'คุณต้องการนำสินค้านี้ออกจากตะกร้า ?'). */
  onRemove: () => void;
};

/** Spec §2 cart item row: picture, name, variant names, price × quantity, total, quantity input, delete. */
export function CartItemRow({ item, onQuantity, onRemove }: CartItemRowProps) {
  const [typed, setTyped] = useState(String(item.quantity));
  const variant = [item.product_variant_group_item.name, item.sub_product_variant_group_item?.name]
    .filter(Boolean)
    .join(' / ');

  function commit(value: string) {
    const answer = quantityInput(value);
    if (answer.remove) {
      setTyped(String(item.quantity));
      onRemove();
    } else if (answer.quantity !== item.quantity) onQuantity(answer.quantity);
  }

  return (
    <li className={styles.row}>
      <img src={assetUrl(item.media.url) ?? ''} alt="" width={64} height={64} className={styles.thumb} />
      <div className={styles.rowText}>
        <strong>{item.product.name}</strong>
        <span className={styles.muted}>{variant}</span>
        <span>
          {baht(item.price)} x {item.quantity}
        </span>
        <Price price={item.total_price} original={item.original_total_price} />
      </div>
      <div className={styles.rowActions}>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          aria-label={`จำนวน ${item.product.name} ${variant}`}
          className={styles.quantity}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={(event) => commit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit(event.currentTarget.value);
          }}
        />
        <button type="button" className={`${buttons.flat} ${buttons.small}`} onClick={onRemove}>
          ลบ
        </button>
      </div>
    </li>
  );
}
