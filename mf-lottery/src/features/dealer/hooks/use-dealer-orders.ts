import { fetchDealerOrders, type DealerOrderPage } from '../api/dealer';
import type { OrderStatus } from '@chokdee/shared-kernel/schemas/order';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';

export const DEALER_PAGE_SIZE = 20;

/** 'status:page', so one string names the request (useRequest reloads when it changes). */
async function loadDealerOrders(key: string): Promise<DealerOrderPage> {
  const [status, page] = key.split(':');
  return fetchDealerOrders({ status, page: Number(page), per_page: DEALER_PAGE_SIZE });
}

/** The store's orders in one state, a page at a time; `enabled` false (no token) asks nothing. */
export function useDealerOrders(
  status: OrderStatus,
  page: number,
  enabled: boolean,
): UseRequestResult<DealerOrderPage> {
  return useRequest(enabled ? `${status}:${page}` : null, loadDealerOrders);
}

/** A 401 or 403 from the dealer calls: the token is missing, expired, or not a dealer's. */
export function isNotDealer(status: number): boolean {
  return status === 401 || status === 403;
}
