import { z } from 'zod';
import { OrderStatusSchema, PAYMENT_CHANNELS } from './order';
import { idTextSchema } from './primitives';
import { PurchaseRefParamsSchema } from './shop';

/**
 * A purchase's payment (spec §7 Purchases: `POST /{id}/payments`,
 * `GET /{id}/payments/{paymentId}/status`). One payment per purchase: it carries the instructions
 * (PromptPay id and a QR for the exact amount) and its status follows the purchase.
 */

const Instant = z.iso.datetime({ offset: true });

export const SHOP_PAYMENT_MESSAGES = {
  paymentNotFound: 'ไม่พบรายการชำระเงิน',
  badChannel: 'ช่องทางการชำระเงินไม่ถูกต้อง',
  notPayable: 'รายการสั่งซื้อนี้ชำระเงินไม่ได้แล้ว',
} as const;

/**
 * pending: waiting for the money; verifying: a slip is in; paid: the shop confirmed;
 * expired: the time to pay passed; cancelled: the purchase was cancelled.
 */
export const SHOP_PAYMENT_STATUSES = ['pending', 'verifying', 'paid', 'expired', 'cancelled'] as const;
export const ShopPaymentStatusSchema = z.enum(SHOP_PAYMENT_STATUSES);

export const SHOP_PAYMENT_STATUS_LABELS: Record<ShopPaymentStatus, string> = {
  pending: 'รอชำระเงิน',
  verifying: 'กำลังตรวจสอบการชำระเงิน',
  paid: 'ชำระเงินแล้ว',
  expired: 'หมดเวลาชำระเงิน',
  cancelled: 'ยกเลิกแล้ว',
};

export const CreateShopPaymentBodySchema = z.object({
  payment_channel: z.enum(PAYMENT_CHANNELS, SHOP_PAYMENT_MESSAGES.badChannel).default('promptpay'),
});

export const ShopPaymentSchema = z.object({
  id: z.number().int(),
  purchase_id: z.number().int(),
  payment_channel: z.enum(PAYMENT_CHANNELS),
  amount: z.number().int(),
  promptpay_id: z.string(),
  /** A PNG data URL for the exact amount while the payment is pending, else null. */
  promptpay_qr: z.string().nullable(),
  status: ShopPaymentStatusSchema,
  pay_before: Instant,
  created_at: Instant,
});

export const ShopPaymentStatusAnswerSchema = z.object({
  id: z.number().int(),
  status: ShopPaymentStatusSchema,
  purchase_status: OrderStatusSchema,
  pay_before: Instant,
  now: Instant,
});

export const ShopPaymentParamsSchema = PurchaseRefParamsSchema.extend({
  paymentId: idTextSchema(SHOP_PAYMENT_MESSAGES.paymentNotFound),
});

export type ShopPaymentStatus = z.infer<typeof ShopPaymentStatusSchema>;
export type CreateShopPaymentBody = z.input<typeof CreateShopPaymentBodySchema>;
export type ShopPayment = z.infer<typeof ShopPaymentSchema>;
export type ShopPaymentStatusAnswer = z.infer<typeof ShopPaymentStatusAnswerSchema>;
