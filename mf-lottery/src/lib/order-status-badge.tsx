import { ORDER_STATUS_LABELS, type OrderStatus } from '@chokdee/shared-contract/schemas/order';
import styles from './order-status-badge.module.css';

export type OrderStatusBadgeProps = {
  status: OrderStatus;
  /** Bigger, for the order page's heading. */
  large?: boolean;
};

/** An order status in Thai (spec §3), coloured by what the member should do about it. */
export function OrderStatusBadge({ status, large = false }: OrderStatusBadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[status]} ${large ? styles.large : ''}`} data-status={status}>
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
