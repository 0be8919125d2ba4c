import type { TrackedPurchase } from '@chokdee/shared-kernel/events';
import type { LotteryCartItem, LotteryCartMeta } from '@chokdee/shared-contract/schemas/lottery-cart';

/** What the spec §9 pixel events say about a lottery cart: its total in THB and its numbers. */
export function trackedCart(cart: {
  items: LotteryCartItem[];
  meta?: LotteryCartMeta | null;
}): TrackedPurchase {
  const items = cart.items;
  return {
    value: cart.meta?.total_price ?? items.reduce((sum, item) => sum + item.total_price, 0),
    currency: 'THB',
    content_ids: items.map((item) => item.number),
    num_items: cart.meta?.total_quantity ?? items.reduce((sum, item) => sum + item.quantity, 0),
  };
}
