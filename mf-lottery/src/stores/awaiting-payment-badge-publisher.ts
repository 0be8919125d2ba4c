import { publishMenuBadge } from '@chokdee/shared-kernel/stores/menu-badges';
import { $reservedOrderCount } from './reserved-orders';

/** The key catalog.json's 'รอชำระเงิน' bottom menu entry names in its `count_badge`. */
export const AWAITING_PAYMENT_BADGE = 'awaiting-payment';

/**
 * Spec §2 member menu badge: how many orders await payment, published for the menus. Listening
 * keeps the kernel's count loaded (it asks the API only while a member is logged in).
 */
export function publishAwaitingPaymentBadge(): () => void {
  const stop = $reservedOrderCount.subscribe((count) =>
    publishMenuBadge(AWAITING_PAYMENT_BADGE, { count: count ?? 0, unit: 'รายการ' }),
  );
  return () => {
    stop();
    publishMenuBadge(AWAITING_PAYMENT_BADGE, null);
  };
}
