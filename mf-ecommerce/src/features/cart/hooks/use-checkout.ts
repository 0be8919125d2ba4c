import { ApiRequestError, toApiError } from '@chokdee/shared-kernel/api/client';
import { createPurchase } from '../../../api/shop';
import { emit } from '@chokdee/shared-kernel/events';
import { navigate } from '@chokdee/shared-kernel/navigation';
import { SHOP_MESSAGES, type ShopCart } from '@chokdee/shared-contract/schemas/shop';
import { $user } from '@chokdee/shared-kernel/stores/auth';
import { useRef, useState } from 'react';
import { paths } from '../../../config/paths';
import { POST_ORDER_REDIRECT_MS, priceChanged } from '../../../lib/cart-rules';
import { closeCartPanel, loadEcomCart, resetEcomCart } from '../../../stores/ecommerce-cart';

export type CheckoutState =
  | { status: 'idle' }
  | { status: 'busy' }
  /** The refetched cart costs something else: the member chooses (spec §4). */
  | { status: 'price-changed'; cart: ShopCart }
  | { status: 'success'; code: string }
  /** `code`: the API's refusal code (e.g. `phone_not_verified`), which the step turns into the fix. */
  | { status: 'error'; message: string; code?: string };

/**
 * Spec §4 order submit: refetch the cart; a changed total asks first ('ราคาสินค้ามีการเปลี่ยนแปลง':
 * 'ดูตะกร้าสินค้า' goes back to the cart, cancelling orders at the new total). One Idempotency-Key
 * per attempt, so a double click or a retry after a lost answer makes one purchase.
 */
export function useCheckout(shownTotal: number) {
  const [state, setState] = useState<CheckoutState>({ status: 'idle' });
  const attemptKey = useRef<string | null>(null);

  async function order(memberName: string, addressId: number, expectedTotal: number) {
    const ref = $user.get()?.ref;
    const cartKey = (await loadEcomCart())?.key;
    if (!ref || !cartKey)
      throw new ApiRequestError({ message: SHOP_MESSAGES.cartNotFound, errors: [], status: 404 });
    attemptKey.current ??= crypto.randomUUID();
    const purchase = await createPurchase(
      ref,
      {
        channel: 'web',
        member_name: memberName,
        cart_key: cartKey,
        address_id: addressId,
        expected_total: expectedTotal,
      },
      attemptKey.current,
    );
    attemptKey.current = null;
    emit('track:InitiateCheckout', {
      value: purchase.total_amount,
      currency: 'THB',
      content_ids: purchase.items.map((item) => item.product_code),
      num_items: purchase.total_quantity,
    });
    resetEcomCart();
    setState({ status: 'success', code: purchase.code });
    setTimeout(() => {
      closeCartPanel();
      navigate(paths.purchase.getHref(purchase.code));
    }, POST_ORDER_REDIRECT_MS);
  }

  async function run(step: () => Promise<void>) {
    setState({ status: 'busy' });
    try {
      await step();
    } catch (error) {
      const api = toApiError(error);
      if (api.status === 409 && api.message === SHOP_MESSAGES.priceChanged) {
        const fresh = await loadEcomCart().catch(() => null);
        if (fresh) return setState({ status: 'price-changed', cart: fresh });
      }
      setState({ status: 'error', message: `${SHOP_MESSAGES.orderFailed} ${api.message}`, code: api.code });
    }
  }

  /** 'ยืนยันการสั่งซื้อ': refetch, compare with what was shown, then order. */
  const submit = (memberName: string, addressId: number) =>
    run(async () => {
      const fresh = await loadEcomCart();
      if (fresh && priceChanged(shownTotal, fresh)) {
        setState({ status: 'price-changed', cart: fresh });
        return;
      }
      await order(memberName, addressId, fresh?.total_price ?? shownTotal);
    });

  /** Cancelling the warning: order at the new total. */
  const acceptNewPrice = (memberName: string, addressId: number, cart: ShopCart) =>
    run(() => order(memberName, addressId, cart.total_price));

  const reset = () => setState({ status: 'idle' });
  return { state, submit, acceptNewPrice, reset };
}
