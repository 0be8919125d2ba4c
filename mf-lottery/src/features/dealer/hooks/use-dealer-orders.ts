import { fetchDealerOrders, type DealerOrderPage } from '../api/dealer';
import type { OrderStatus } from '@chokdee/shared-contract/schemas/order';
import { useRequest, type UseRequestResult } from '@chokdee/shared-kernel/hooks/use-request';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';

export const DEALER_PAGE_SIZE = 20;

function loadDealerOrders(status: OrderStatus, page: number): Promise<DealerOrderPage> {
  return fetchDealerOrders({ status, page, per_page: DEALER_PAGE_SIZE });
}

/** The store's orders in one state, a page at a time; `enabled` false (no token) asks nothing. */
export function useDealerOrders(
  status: OrderStatus,
  page: number,
  enabled: boolean,
): UseRequestResult<DealerOrderPage> {
  return useRequest(enabled ? requestKeys.dealer.orders(status, page) : null, () =>
    loadDealerOrders(status, page),
  );
}

/** A 401 or 403 from the dealer calls: the token is missing, expired, or not a dealer's. */
export function isNotDealer(status: number): boolean {
  return status === 401 || status === 403;
}
