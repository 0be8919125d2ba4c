import type { SlipDecisionBody } from '@chokdee/shared-contract/schemas/order';
import type { Database } from '#api/db/client';
import { HttpError } from '#api/lib/http-error';
import { recordNotice } from '#api/notices/notices-repository';
import { lockOrder, updateOrderFrom } from './orders-repository';
import { ORDER_MESSAGES } from './order-messages';
import { moveOrderHold, sellOrderTickets } from './order-tickets';
import { saleConfirmed } from './sale-events';

export interface SlipDecisionInput {
  storeId: number;
  order: string;
  decision: SlipDecisionBody;
  now: Date;
  /** A rejected order gets this long again to pay. */
  paymentSeconds: number;
}

/**
 * The dealer's answer to a slip, on an order of their own store that waits for it
 * (`slip_uploaded`), in one transaction under the order's row lock:
 * - confirm → `ordered`, every ticket sold (all of them, or nothing changes), and the sale's
 *   listeners (quests) count it in the same transaction;
 * - reject → back to `reserved` with the reason and a fresh `pay_before`, the tickets held until then.
 * Either way the member gets a notice of it in the same transaction. Returns the order id.
 */
export async function decideSlip(db: Database, input: SlipDecisionInput): Promise<number> {
  const { now, decision } = input;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.order, { storeId: input.storeId });
    if (!order) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
    if (order.status !== 'slip_uploaded') throw new HttpError(422, ORDER_MESSAGES.notAwaitingDecision);
    if (decision.decision === 'confirm') {
      const sold = await sellOrderTickets(tx, order.id, now);
      if (sold !== order.ticket_count) throw new HttpError(409, ORDER_MESSAGES.ticketsLost);
      await updateOrderFrom(tx, order.id, 'slip_uploaded', {
        status: 'ordered',
        confirmed_at: now,
        updated_at: now,
      });
      await saleConfirmed(tx, {
        orderId: order.id,
        memberId: order.user_id,
        ticketCount: order.ticket_count,
        confirmedAt: now,
      });
      await recordNotice(tx, {
        userId: order.user_id,
        kind: 'slip-confirmed',
        eventKey: `order:${order.id}:confirmed`,
        title: `ร้านค้ายืนยันการชำระเงินคำสั่งซื้อ ${order.code} แล้ว`,
        body: `สลาก ${order.ticket_count} ใบอยู่ในตู้เซฟของคุณแล้ว`,
        link: `/orders/${encodeURIComponent(order.code)}`,
      });
    } else {
      const payBefore = new Date(now.getTime() + input.paymentSeconds * 1000);
      const held = await moveOrderHold(tx, order.id, payBefore, now);
      if (held !== order.ticket_count) throw new HttpError(409, ORDER_MESSAGES.ticketsLost);
      await updateOrderFrom(tx, order.id, 'slip_uploaded', {
        status: 'reserved',
        rejected_reason: decision.reason,
        pay_before: payBefore,
        updated_at: now,
      });
      // A slip can be refused, sent again and refused again: each refusal is its own event.
      await recordNotice(tx, {
        userId: order.user_id,
        kind: 'slip-refused',
        eventKey: `order:${order.id}:slip-refused:${now.getTime()}`,
        title: `ร้านค้าไม่รับสลิปของคำสั่งซื้อ ${order.code} กรุณาส่งสลิปใหม่`,
        body: decision.reason,
        link: `/orders/${encodeURIComponent(order.code)}`,
      });
    }
    return order.id;
  });
}
