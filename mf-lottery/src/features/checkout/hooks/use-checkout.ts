import { useCallback, useRef, useState } from 'react';
import { toApiError } from '@chokdee/shared-kernel/api/client';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { emit } from '@chokdee/shared-kernel/events';
import { navigate } from '@chokdee/shared-kernel/navigation';
import { invalidate } from '@chokdee/shared-kernel/api/request-cache';
import { $cartState, $lotteryCart, cartApi, refreshCart, resetCart } from '../../../stores/lottery-cart';
import { paths } from '../../../config/paths';
import { CHECKOUT_TEXTS, ORDER_REDIRECT_DELAY_MS } from '../utils/checkout-texts';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { trackedCart } from '../../../lib/tracked-cart';

export interface CheckoutInput {
  memberName: string;
  addressId: number | null;
}

export type CheckoutState =
  | { status: 'idle' }
  | { status: 'invalid'; field: 'member_name'; message: string }
  | { status: 'submitting' }
  /** The refreshed cart's total differs from the one shown (spec §4 order submit). */
  | { status: 'price-changed' }
  | { status: 'success'; orderCode: string }
  /**
   * `code`: the API's refusal code (e.g. `phone_not_verified`), which the form turns into the fix;
   * `field`: the input the refusal is about, so changing it clears the refusal.
   */
  | { status: 'error'; message: string; code?: string; field?: string };

function failed(message: string, code?: string, field?: string): CheckoutState {
  return { status: 'error', message: `${CHECKOUT_TEXTS.failed} ${message}`, code, field };
}

/**
 * Spec §4 order submit: validate, refetch the cart, warn on a changed total, order with an
 * Idempotency-Key, then reset the cart and open the order page after 1 s. A retry of the same
 * attempt (same cart, name and address after a lost answer or a server error) sends the same key,
 * so the server gives back the one order instead of making a second.
 */
export function useCheckout() {
  const [state, setState] = useState<CheckoutState>({ status: 'idle' });
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);

  const submit = useCallback(async (input: CheckoutInput, options: { acceptPriceChange?: boolean } = {}) => {
    // The order call and its schemas (with the app's own zod) load with the first submit: a store
    // page opens without them.
    const [{ createLotteryOrder }, { CreateOrderBodySchema }] = await Promise.all([
      cartApi(),
      import('@chokdee/shared-contract/schemas/order'),
    ]);
    const name = CreateOrderBodySchema.shape.member_name.safeParse(input.memberName);
    if (!name.success) {
      setState({ status: 'invalid', field: 'member_name', message: name.error.issues[0]?.message ?? '' });
      return;
    }
    setState({ status: 'submitting' });
    const shownTotal = $lotteryCart.get()?.meta?.total_price;

    let cart;
    try {
      cart = await refreshCart();
    } catch (error) {
      setState(failed(toApiError(error).message));
      return;
    }
    if (!cart?.meta || cart.items.length === 0) {
      setState(failed(CHECKOUT_TEXTS.emptyCart));
      return;
    }
    if ($cartState.get().timedOut) {
      setState(failed(CHECKOUT_TEXTS.timedOut));
      return;
    }
    if (!options.acceptPriceChange && shownTotal !== undefined && cart.meta.total_price !== shownTotal) {
      setState({ status: 'price-changed' });
      return;
    }

    const body = {
      channel: 'web' as const,
      member_name: name.data,
      cart_key: cart.meta.id,
      address_id: input.addressId,
    };
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: newIdempotencyKey() };
    }
    try {
      const order = await createLotteryOrder(
        body,
        { code: cart.storeCode, userRef: cart.userRef },
        { idempotencyKey: attempt.current.key },
      );
      attempt.current = null;
      // Spec §9: the order is placed (InitiateCheckout went out when the member opened the form;
      // Purchase goes out with the payment slip). The shell forwards it only after consent.
      emit('track:OrderCompleted', { ...trackedCart(cart), order_code: order.code });
      setState({ status: 'success', orderCode: order.code });
      resetCart();
      // Not cleared on unmount: the order exists, so the member goes to it even if the panel closed.
      setTimeout(() => navigate(paths.order.getHref(order.code)), ORDER_REDIRECT_DELAY_MS);
    } catch (error) {
      const apiError = toApiError(error);
      // The server refused this attempt: the next one is new. No answer or a 5xx: a retry is the same attempt.
      if (apiError.status > 0 && apiError.status < 500) attempt.current = null;
      const field = apiError.errors[0]?.field;
      // The address is no longer the member's (removed elsewhere): the list shown is out of date.
      if (field === 'address_id') void invalidate(requestKeys.member.addresses);
      setState(failed(apiError.message, apiError.code, field));
    }
  }, []);

  const dismiss = useCallback(() => setState({ status: 'idle' }), []);

  return { state, submit, dismiss };
}
