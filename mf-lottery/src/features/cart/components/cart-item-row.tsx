import { formatBaht, formatInteger } from '@chokdee/shared-contract/format/number';
import type { LotteryCartItem } from '@chokdee/shared-contract/schemas/lottery-cart';
import { TicketDigits } from '../../../lib/ticket-digits';
import styles from './cart-item-row.module.css';

export type CartItemRowProps = {
  item: LotteryCartItem;
  onRemove: (item: LotteryCartItem) => void;
  disabled?: boolean;
};

/** One number in the cart: digits, set numbers, price × quantity, total and delete. */
export function CartItemRow({ item, onRemove, disabled = false }: CartItemRowProps) {
  return (
    <li className={styles.row}>
      <div className={styles.info}>
        <TicketDigits number={item.number} size="md" />
        {item.set_numbers.length > 0 && <p className={styles.sets}>ชุดที่ {item.set_numbers.join(', ')}</p>}
        <p className={styles.price}>
          {formatBaht(item.price)} × {formatInteger(item.quantity)} ใบ
        </p>
      </div>
      <div className={styles.side}>
        <p className={styles.total}>{formatBaht(item.total_price)}</p>
        <button
          type="button"
          className={styles.remove}
          onClick={() => onRemove(item)}
          disabled={disabled}
          aria-label={`ลบเลข ${item.number} ออกจากตะกร้า`}
        >
          ลบ
        </button>
      </div>
    </li>
  );
}
