import { ORDER_STATUS_LABELS, type OrderStatus } from '@chokdee/shared-contract/schemas/order';
import { StatusBadge, type StatusTone } from './status-badge';

export type OrderStatusBadgeProps = {
  status: OrderStatus;
  /** Bigger, for the order page's heading. */
  large?: boolean;
};

/** Colour says what to do: gold = pay now, blue = wait for the store, green = done, grey = over. */
const TONES: Record<OrderStatus, StatusTone> = {
  reserved: 'warning',
  purchasing: 'info',
  slip_uploaded: 'info',
  ordered: 'success',
  timeout: 'muted',
  cancelled: 'muted',
};

/** An order status in Thai (spec §3), coloured by what the member should do about it. */
export function OrderStatusBadge({ status, large = false }: OrderStatusBadgeProps) {
  return (
    <StatusBadge label={ORDER_STATUS_LABELS[status]} tone={TONES[status]} status={status} large={large} />
  );
}
