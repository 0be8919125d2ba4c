import { formatBaht } from '@chokdee/shared-contract/format/number';
import type { OrderItem } from '@chokdee/shared-contract/schemas/order';
import { TicketDigits } from '../../../lib/ticket-digits';
import styles from './order-items.module.css';

export type OrderItemsProps = {
  items: OrderItem[];
};

/** The tickets of an order: the number big, its set and its price. */
export function OrderItems({ items }: OrderItemsProps) {
  return (
    <ul className={styles.items} aria-label="รายการสลาก">
      {items.map((item) => (
        <li key={item.ticket_id} className={styles.item}>
          <TicketDigits number={item.number} />
          <span className={styles.set}>ชุดที่ {item.set_no}</span>
          <span className={styles.price}>{formatBaht(item.price)}</span>
        </li>
      ))}
    </ul>
  );
}
