import type { Database } from '#api/db/client';
import { HttpError } from '#api/lib/http-error';
import { lockOrder, updateOrderFrom } from './orders-repository';
import { ORDER_MESSAGES, STATUS_REFUSALS } from './order-messages';
import { effectiveStatus } from './order-status';
import { moveOrderHold } from './order-tickets';
import { claimSlip } from '#api/slip-checks/slip-claim';
import type { SlipMark } from '#api/slip-checks/slip-mark';

export interface AttachSlipInput {
  userId: number;
  /** The order's code or numeric id, as in the path. */
  order: string;
  slip: { file: string; mime: string; mark: SlipMark | null };
  paymentChannel: string | null;
  now: Date;
}

/**
 * Puts a stored slip on the member's order in one transaction: only an order still awaiting
 * payment (reserved and not timed out, also again after a rejection) whose every ticket is still
 * held by it, and whose slip paid no other sale (`claimSlip`). Its tickets are then held until
 * the dealer decides (`held_until = 'infinity'`).
 * Returns the order id and the slip file it replaced (after a rejection), for the caller to delete.
 */
export async function attachSlip(
  db: Database,
  input: AttachSlipInput,
): Promise<{ orderId: number; replacedFile: string | null }> {
  const { now } = input;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.order, { userId: input.userId });
    if (!order) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
    const status = effectiveStatus(order, now);
    if (status !== 'reserved') throw new HttpError(422, STATUS_REFUSALS[status]);
    const held = await moveOrderHold(tx, order.id, 'infinity', now);
    // Throwing rolls the hold back: the order stays exactly as it was.
    if (held !== order.ticket_count) throw new HttpError(422, ORDER_MESSAGES.paymentTimedOut);
    await claimSlip(tx, {
      mark: input.slip.mark,
      sale: { kind: 'lottery-order', id: order.id },
      file: input.slip.file,
      now,
    });
    await updateOrderFrom(tx, order.id, 'reserved', {
      status: 'slip_uploaded',
      slip_file: input.slip.file,
      slip_mime: input.slip.mime,
      slip_uploaded_at: now,
      payment_channel: input.paymentChannel ?? order.payment_channel,
      rejected_reason: null,
      updated_at: now,
    });
    return { orderId: order.id, replacedFile: order.slip_file };
  });
}
