import type { Database } from '#api/db/client';
import { HttpError } from '#api/lib/http-error';
import { lockOrder, updateOrderFrom } from '#api/repositories/orders-repository';
import { ORDER_MESSAGES } from './order-messages';
import { effectiveStatus } from './order-status';
import { releaseOrderTickets } from './order-tickets';

/**
 * The member cancels an order they have not paid yet (reserved and not timed out): it becomes
 * `cancelled` and its tickets are free at once. Once a slip is up or the order is done it cannot
 * be cancelled here; cancelling an already cancelled order changes nothing. Returns the order id.
 */
export async function cancelOrder(
  db: Database,
  userId: number,
  orderRef: string,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderRef, { userId });
    if (!order) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
    const status = effectiveStatus(order, now);
    if (status === 'cancelled') return order.id;
    if (status === 'timeout') throw new HttpError(422, ORDER_MESSAGES.paymentTimedOut);
    if (status !== 'reserved') throw new HttpError(422, ORDER_MESSAGES.notCancellable);
    await releaseOrderTickets(tx, order.id, now);
    await updateOrderFrom(tx, order.id, 'reserved', {
      status: 'cancelled',
      cancelled_at: now,
      updated_at: now,
    });
    return order.id;
  });
}
