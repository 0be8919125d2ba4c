import type { ShopPaymentStatus } from '@chokdee/shared-contract/schemas/shop-payment';

/** How often the purchase page asks whether the money arrived (no spec constant; a slip is judged by hand). */
export const PAYMENT_POLL_MS = 5000;

/** A payment still waiting for the member's money or the shop's check is worth polling. */
export function isPaymentOpen(status: ShopPaymentStatus): boolean {
  return status === 'pending' || status === 'verifying';
}
