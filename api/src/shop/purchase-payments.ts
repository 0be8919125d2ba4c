import type { PaymentChannel } from '@chokdee/shared-contract/schemas/order';
import {
  SHOP_PAYMENT_MESSAGES,
  type ShopPayment,
  type ShopPaymentStatus,
  type ShopPaymentStatusAnswer,
} from '@chokdee/shared-contract/schemas/shop-payment';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { ShopPurchaseRow } from './shop-tables';
import { shopPayments, type ShopPaymentRow } from './shop-payments-tables';
import { promptPayQrDataUrl } from '#api/payments/promptpay-qr';
import { toBangkokIso } from '../lib/bangkok-time';
import { HttpError } from '../lib/http-error';
import { SHOP_PROMPTPAY_ID } from './shop-payment-target';

/** The payment's status read from its purchase: an unpaid purchase past `pay_before` is expired. */
export function paymentStatusOf(purchase: ShopPurchaseRow, now: Date): ShopPaymentStatus {
  switch (purchase.status) {
    case 'reserved':
    case 'purchasing':
      return purchase.pay_before.getTime() <= now.getTime() ? 'expired' : 'pending';
    case 'slip_uploaded':
      return 'verifying';
    case 'ordered':
      return 'paid';
    case 'timeout':
      return 'expired';
    case 'cancelled':
      return 'cancelled';
  }
}

/**
 * Opens the purchase's payment, or answers the one already open (`created: false`): one INSERT
 * guarded by the unique purchase index, so racing posts make one row. Only a purchase still waiting
 * for its money (pending, or a slip in and not yet judged) can be paid; anything else is a 409.
 */
export async function openPurchasePayment(
  db: Executor,
  input: { purchase: ShopPurchaseRow; channel: PaymentChannel; now: Date },
): Promise<{ row: ShopPaymentRow; created: boolean }> {
  const status = paymentStatusOf(input.purchase, input.now);
  if (status !== 'pending' && status !== 'verifying')
    throw new HttpError(409, SHOP_PAYMENT_MESSAGES.notPayable);
  const [inserted] = await db
    .insert(shopPayments)
    .values({
      purchase_id: input.purchase.id,
      payment_channel: input.channel,
      amount: input.purchase.total_amount,
      promptpay_id: SHOP_PROMPTPAY_ID,
      created_at: input.now,
    })
    .onConflictDoNothing({ target: shopPayments.purchase_id })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db
    .select()
    .from(shopPayments)
    .where(eq(shopPayments.purchase_id, input.purchase.id));
  if (!existing) throw new HttpError(409, SHOP_PAYMENT_MESSAGES.notPayable);
  return { row: existing, created: false };
}

/** The purchase's payment by id, or a 404 when it belongs to another purchase. */
export async function findPurchasePayment(db: Executor, purchaseId: number, paymentId: number) {
  const [row] = await db
    .select()
    .from(shopPayments)
    .where(and(eq(shopPayments.id, paymentId), eq(shopPayments.purchase_id, purchaseId)));
  if (!row) throw new HttpError(404, SHOP_PAYMENT_MESSAGES.paymentNotFound);
  return row;
}

/** The payment as the member reads it: a QR for the exact amount only while the money is awaited. */
export async function paymentView(
  row: ShopPaymentRow,
  purchase: ShopPurchaseRow,
  now: Date,
): Promise<ShopPayment> {
  const status = paymentStatusOf(purchase, now);
  return {
    id: row.id,
    purchase_id: row.purchase_id,
    payment_channel: row.payment_channel,
    amount: row.amount,
    promptpay_id: row.promptpay_id,
    promptpay_qr: status === 'pending' ? await promptPayQrDataUrl(row.promptpay_id, row.amount) : null,
    status,
    pay_before: toBangkokIso(purchase.pay_before),
    created_at: toBangkokIso(row.created_at),
  };
}

export function paymentStatusView(
  row: ShopPaymentRow,
  purchase: ShopPurchaseRow,
  now: Date,
): ShopPaymentStatusAnswer {
  const status = paymentStatusOf(purchase, now);
  return {
    id: row.id,
    status,
    purchase_status: status === 'expired' && purchase.status === 'reserved' ? 'timeout' : purchase.status,
    pay_before: toBangkokIso(purchase.pay_before),
    now: toBangkokIso(now),
  };
}
