import { atom, onMount, readonlyType } from 'nanostores';
import { requestKeys } from '@chokdee/shared-kernel/api/request-keys';
import { invalidate } from '@chokdee/shared-kernel/api/request-cache';
import { watchMemberRequest } from '@chokdee/shared-kernel/stores/watch-member-request';

const $count = atom<number | null>(null);

/**
 * How many orders await payment (the member menu's badge; `orders/reserved/count` in the request
 * cache); null while logged out or not yet known. Read while someone listens and a member is
 * logged in, and again whenever an action invalidates the orders (an order, a slip, a cancel).
 */
export const $reservedOrderCount = readonlyType($count);

/** Reads the count again, for every place that shows it. Never rejects. */
export function refreshReservedOrderCount(): Promise<void> {
  return invalidate(requestKeys.orders.reservedCount);
}

onMount($count, () =>
  watchMemberRequest(
    requestKeys.orders.reservedCount,
    // The call (and the app's own zod) loads for a member only: a visitor's page never asks.
    (signal) => import('../api/reserved-order-count').then((api) => api.fetchReservedOrderCount({ signal })),
    (state) => {
      if (state === null) $count.set(null);
      // Spec §8: the reserved-order count ignores errors; the last known count stays.
      else if (state.status === 'success') $count.set(state.data);
    },
  ),
);
