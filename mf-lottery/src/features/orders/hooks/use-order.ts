import { fetchOrder } from '@chokdee/shared-kernel/api/orders';
import type { Order } from '@chokdee/shared-kernel/schemas/order';
import { useCallback, useState } from 'react';
import { useRequest, type RequestState } from '@chokdee/shared-kernel/hooks/use-request';

/** An order with the device time it arrived: the countdown reads the server's `now` against it. */
export interface OrderSnapshot {
  order: Order;
  receivedAt: number;
}

async function loadOrder(code: string): Promise<OrderSnapshot> {
  const order = await fetchOrder(code);
  return { order, receivedAt: Date.now() };
}

export type UseOrderResult = {
  state: RequestState<OrderSnapshot>;
  retry: () => void;
  /** Shows the order as an action answered it (slip uploaded, cancelled), without a refetch. */
  replace: (order: Order) => void;
};

/** The member's order `code`, kept up to date by the actions taken on the page. */
export function useOrder(code: string): UseOrderResult {
  const { retry, ...loaded } = useRequest(code, loadOrder);
  const [latest, setLatest] = useState<OrderSnapshot | null>(null);
  const replace = useCallback((order: Order) => setLatest({ order, receivedAt: Date.now() }), []);
  const state: RequestState<OrderSnapshot> =
    loaded.status === 'success' && latest?.order.code === code ? { status: 'success', data: latest } : loaded;
  const reload = useCallback(() => {
    setLatest(null);
    retry();
  }, [retry]);
  return { state, retry: reload, replace };
}
