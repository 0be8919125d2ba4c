import { formatThaiDateLong, formatThaiDateTime } from '@chokdee/shared-contract/format/date';
import { formatBaht } from '@chokdee/shared-contract/format/number';
import type { Order } from '@chokdee/shared-contract/schemas/order';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { OrderStatusBadge } from '../../../lib/order-status-badge';
import row from '../../../lib/link-row.module.css';
import styles from './order-list.module.css';

export type OrderListProps = {
  orders: Order[];
  /** Names the list for screen readers. */
  label: string;
};

/** Orders as rows, each opening its order page. */
export function OrderList({ orders, label }: OrderListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {orders.map((order) => (
        <li key={order.code}>
          <Link className={row.row} to={paths.order.getHref(order.code)}>
            <span className={row.head}>
              <span className={row.code}>{order.code}</span>
              <OrderStatusBadge status={order.status} />
            </span>
            <span className={styles.store}>{order.store.name}</span>
            <span className={row.meta}>
              งวด {formatThaiDateLong(order.draw_date)} · {order.ticket_count} ใบ
            </span>
            <span className={row.foot}>
              <span className={row.meta}>
                {order.status === 'reserved'
                  ? `ชำระภายใน ${formatThaiDateTime(order.pay_before)} น.`
                  : `สั่งซื้อ ${formatThaiDateTime(order.created_at)} น.`}
              </span>
              <span className={styles.total}>{formatBaht(order.total_amount)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
