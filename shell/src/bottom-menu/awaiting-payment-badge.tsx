import { useStore } from '@chokdee/shared-kernel/hooks/use-store';
import { $reservedOrderCount } from '@chokdee/shared-kernel/stores/reserved-orders';
import { CountBadge } from './count-badge';

/** Orders awaiting payment (spec §2); the store fetches the count while it is shown to a member. */
export function AwaitingPaymentBadge() {
  const count = useStore($reservedOrderCount);
  return <CountBadge count={count ?? 0} unit="รายการ" />;
}
