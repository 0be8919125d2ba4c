import { computed } from 'nanostores';
import { publishCartSummary, type CartSummary } from '@chokdee/shared-kernel/stores/cart-summary';
import { $currentStore } from '@chokdee/shared-kernel/stores/current-store';
import { paths } from '../config/paths';
import { $cartOpener } from './cart-opener';
import { $cartExpiresAt, $cartState } from './lottery-cart';

/**
 * Spec §2 bottom menu cart, as the lottery cart describes itself: its tickets, the time left,
 * and where it is — the store page opens it in place; elsewhere it is the current store with
 * `?openCart=1`, or the dealer list for someone who has not opened a store yet.
 */
export const $lotteryCartSummary = computed(
  [$cartState, $cartExpiresAt, $currentStore, $cartOpener],
  ({ itemQuantity }, expiresAt, store, opener): CartSummary => ({
    count: itemQuantity,
    unit: 'ใบ',
    expiresAt: itemQuantity > 0 ? expiresAt : null,
    href: store ? paths.store.getHref(store.userRef, { openCart: true }) : paths.dealers.getHref(),
    ...(opener ? { open: opener } : {}),
  }),
);

/** Keeps the kernel's cart summary up to date (and the cart loaded) until the returned stop is called. */
export function publishLotteryCartSummary(): () => void {
  const stop = $lotteryCartSummary.subscribe(publishCartSummary);
  return () => {
    stop();
    publishCartSummary(null);
  };
}
