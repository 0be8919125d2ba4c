import { ORDER_STATUS_LABELS, type OrderStatus } from '@chokdee/shared-contract/schemas/order';
import { SHOP_ORDER_STAGE_LABELS, type ShopOrderStage } from '@chokdee/shared-contract/schemas/shop-admin';
import styles from './shop-orders.module.css';

/** Where a purchase stands: its stage, or (unpaid, timed out) its order status. */
export function StageBadge({ stage, status }: { stage: ShopOrderStage | null; status: OrderStatus }) {
  return (
    <span className={styles.badge} data-stage={stage ?? status}>
      {stage ? SHOP_ORDER_STAGE_LABELS[stage] : ORDER_STATUS_LABELS[status]}
    </span>
  );
}
