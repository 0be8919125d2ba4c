import { formatThaiDateLong, formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { formatBaht } from '@chokdee/shared-contract/format/number';
import type { Order } from '@chokdee/shared-contract/schemas/order';
import styles from './order-summary.module.css';

export type OrderSummaryProps = {
  order: Order;
};

/** Who sells, which draw, when ordered and how much: the facts of an order. */
export function OrderSummary({ order }: OrderSummaryProps) {
  return (
    <dl className={styles.summary}>
      <div className={styles.row}>
        <dt>ร้านค้า</dt>
        <dd>{order.store.name}</dd>
      </div>
      <div className={styles.row}>
        <dt>งวดวันที่</dt>
        <dd>{formatThaiDateLong(order.draw_date)}</dd>
      </div>
      <div className={styles.row}>
        <dt>ชื่อผู้สั่งซื้อ</dt>
        <dd>{order.member_name}</dd>
      </div>
      <div className={styles.row}>
        <dt>สั่งซื้อเมื่อ</dt>
        <dd>{formatThaiDateTime(order.created_at)}</dd>
      </div>
      <div className={`${styles.row} ${styles.total}`}>
        <dt>ยอดรวม ({order.ticket_count} ใบ)</dt>
        <dd>{formatBaht(order.total_amount)}</dd>
      </div>
    </dl>
  );
}
