import { useEffect, useRef, useState } from 'react';
import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { formatInteger } from '@chokdee/shared-contract/format/number';
import { $cartState } from '../../../stores/lottery-cart';
import { CartCountdown } from './cart-countdown';
import styles from './cart-button.module.css';

export type CartButtonProps = {
  onOpen: () => void;
};

/** Spec §9 flash when tickets are added. */
const FLASH_MS = 300;

/** The store page's cart button: 'ตะกร้าสินค้า (count)' and the reservation countdown. */
export function CartButton({ onOpen }: CartButtonProps) {
  const { itemQuantity } = useStore($cartState);
  const [flash, setFlash] = useState(false);
  const previous = useRef(itemQuantity);

  useEffect(() => {
    const grew = itemQuantity > previous.current;
    previous.current = itemQuantity;
    if (!grew) return;
    setFlash(true);
    const timer = setTimeout(() => setFlash(false), FLASH_MS);
    return () => clearTimeout(timer);
  }, [itemQuantity]);

  return (
    <button
      type="button"
      className={flash ? `${styles.button} ${styles.flash}` : styles.button}
      aria-haspopup="dialog"
      onClick={onOpen}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M3 4h2l2.4 10.2a2 2 0 0 0 2 1.6h7.9a2 2 0 0 0 1.9-1.5L21 8H6.2" />
        <circle cx="10" cy="20" r="1.4" />
        <circle cx="17" cy="20" r="1.4" />
      </svg>
      <span>ตะกร้าสินค้า ({formatInteger(itemQuantity)})</span>
      <CartCountdown onPrimary />
    </button>
  );
}
