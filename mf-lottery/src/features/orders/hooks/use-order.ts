import { fetchOrder } from '@chokdee/shared-kernel/api/orders';
import type { Order } from '@chokdee/shared-contract/schemas/order';
import { useCallback } from 'react';
import { useNoticeRefresh } from '@chokdee/shared-kernel/hooks/use-notice-refresh';
import { useRequest, type RequestState } from '@chokdee/shared-kernel/hooks/use-request';
import { paths } from '../../../config/paths';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';

/** An order with the device time it arrived: the countdown reads the server's `now` against it. */
export interface OrderSnapshot {
  order: Order;
  receivedAt: number;
}

async function loadOrder(code: string, signal: AbortSignal): Promise<OrderSnapshot> {
  const order = await fetchOrder(code, { signal });
  return { order, receivedAt: Date.now() };
}

export type UseOrderResult = {
  state: RequestState<OrderSnapshot>;
  retry: () => void;
  /** Shows the order as an action answered it (slip uploaded, cancelled), without a refetch. */
  replace: (order: Order) => void;
};

/**
 * The member's order `code` (`orders/one/<code>` in the shared cache), kept up to date by the
 * actions taken on the page, by any action anywhere that invalidates the orders, and by a notice
 * about it (the dealer confirmed or refused the slip).
 */
export function useOrder(code: string): UseOrderResult {
  const {
    retry,
    replace: replaceSnapshot,
    ...state
  } = useRequest(requestKeys.orders.one(code), (signal) => loadOrder(code, signal));
  useNoticeRefresh(paths.order.getHref(code), retry);
  const replace = useCallback(
    (order: Order) => replaceSnapshot({ order, receivedAt: Date.now() }),
    [replaceSnapshot],
  );
  return { state, retry, replace };
}
