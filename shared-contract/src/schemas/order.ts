// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { BANK_CODES } from './bank';
import { IdSchema, IsoDateSchema } from './primitives';

export const ORDER_STATUSES = [
  'reserved',
  'purchasing',
  'ordered',
  'timeout',
  'cancelled',
  'slip_uploaded',
] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

/** Spec §3 Order status, as members read it. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  reserved: 'จองแล้ว',
  purchasing: 'กำลังสั่งซื้อ',
  ordered: 'การสั่งซื้อเสร็จสมบูรณ์',
  timeout: 'หมดเวลา',
  cancelled: 'ยกเลิก',
  slip_uploaded: 'อัพโหลดสลิปแล้ว',
};

export const ORDER_CHANNELS = ['dealer', 'web', 'mobile'] as const;

/** Payment channels a member may name with a slip. */
export const PAYMENT_CHANNELS = ['bank_transfer', 'promptpay'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];

/** How members and dealers read a payment channel. */
export const PAYMENT_CHANNEL_LABELS: Record<PaymentChannel, string> = {
  bank_transfer: 'โอนเงินเข้าบัญชีธนาคาร',
  promptpay: 'พร้อมเพย์ (สแกน QR)',
};

/** Slips: JPEG, PNG, WebP or PDF (by their bytes), at most 5 MB. */
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;
export const SLIP_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
/**
 * The most pixels a slip picture may have: a 48-megapixel phone photo (8000 × 6000) fits; a small
 * file claiming a huge canvas (20000 × 20000) is refused from its header, before it is decoded.
 */
export const SLIP_MAX_PIXELS = 50_000_000;
/** A transfer slip is one page; a PDF of a few more (a bank's two-page notice) still goes through. */
export const SLIP_PDF_MAX_PAGES = 5;

/** The API's answers to a bad slip; the browser checks first with the same words. */
export const SLIP_MESSAGES = {
  badType: 'ไฟล์ต้องเป็นรูปภาพ JPEG, PNG, WebP หรือ PDF',
  tooLarge: 'ไฟล์ต้องมีขนาดไม่เกิน 5 MB',
  required: 'กรุณาเลือกไฟล์สลิป',
  timedOut: 'หมดเวลาชำระเงินแล้ว',
} as const;

/** What a slip picker lets through before the upload (lottery orders and shop purchases alike). */
export const SLIP_FILE_RULES = {
  types: SLIP_MIME_TYPES,
  maxBytes: SLIP_MAX_BYTES,
  messages: { badType: SLIP_MESSAGES.badType, tooLarge: SLIP_MESSAGES.tooLarge },
} as const;

/** Spec §3 Order create payload. */
export const CreateOrderBodySchema = z.object({
  channel: z.literal('web'),
  member_name: z
    .string({ error: 'กรุณากรอกชื่อ' })
    .check(z.trim(), z.minLength(1, 'กรุณากรอกชื่อ'), z.maxLength(100, 'ชื่อต้องไม่เกิน 100 ตัวอักษร')),
  cart_key: z.uuid('ไม่พบตะกร้าสินค้า'),
  address_id: z.optional(z.nullable(IdSchema)),
});

export const OrderItemSchema = z.object({
  ticket_id: z.number().check(z.int()),
  number: z.string().check(z.regex(/^\d{6}$/)),
  set_no: z.number().check(z.int()),
  price: z.number().check(z.int()),
});

export const OrderPaymentSchema = z.object({
  bank_name: z.nullable(z.enum(BANK_CODES)),
  account_number: z.nullable(z.string()),
  account_name: z.nullable(z.string()),
  promptpay_id: z.nullable(z.string()),
  /**
   * `data:image/svg+xml;base64,…` of a PromptPay QR for exactly `total_amount`, when the store has an
   * id and the order is awaiting payment (status `reserved`); null otherwise.
   */
  promptpay_qr: z.nullable(z.string()),
});

export const OrderSchema = z.object({
  id: z.number().check(z.int()),
  code: z.string(),
  status: OrderStatusSchema,
  channel: z.enum(ORDER_CHANNELS),
  member_name: z.string(),
  address_id: z.nullable(z.number().check(z.int())),
  draw_date: IsoDateSchema,
  store: z.object({ code: z.string(), name: z.string(), user_code: z.string() }),
  ticket_count: z.number().check(z.int()),
  total_amount: z.number().check(z.int()),
  /** Until then an unpaid order holds its tickets (ISO instant). */
  pay_before: z.iso.datetime({ offset: true }),
  now: z.iso.datetime({ offset: true }),
  payment_channel: z.nullable(z.string()),
  has_slip: z.boolean(),
  slip_uploaded_at: z.nullable(z.iso.datetime({ offset: true })),
  confirmed_at: z.nullable(z.iso.datetime({ offset: true })),
  rejected_reason: z.nullable(z.string()),
  created_at: z.iso.datetime({ offset: true }),
  order_items: z.array(OrderItemSchema),
  payment: OrderPaymentSchema,
});

export const OrderListQuerySchema = z.object({
  status: z.optional(z.string()),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
  per_page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 10),
});

export const ReservedCountQuerySchema = z.object({ count: z.optional(z.enum(['true', 'false'])) });

/** The text fields of a slip upload (multipart): the file itself travels as the part `file`. */
export const SlipUploadFieldsSchema = z.object({
  payment_channel: z.optional(z.enum(PAYMENT_CHANNELS, 'ช่องทางการชำระเงินไม่ถูกต้อง')),
});

/** Dealer's answer to a slip. */
export const SlipDecisionBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('confirm') }),
  z.object({
    decision: z.literal('reject'),
    reason: z
      .string()
      .check(z.trim(), z.minLength(1, 'กรุณาระบุเหตุผล'), z.maxLength(200, 'เหตุผลต้องไม่เกิน 200 ตัวอักษร')),
  }),
]);

/**
 * What the QR code on a transfer slip says (the Bank of Thailand's slip verification QR): the
 * sending bank's 3-digit code and the transfer's reference, for the dealer to check the slip by.
 */
export const SlipReferenceSchema = z.object({ sending_bank: z.string(), transaction_ref: z.string() });

/**
 * An order as the dealer sees it: the buyer's phone number besides the name they ordered under, and
 * the reference read from the slip's QR (null when the slip has no readable QR, or no slip).
 */
export const DealerOrderSchema = z.extend(OrderSchema, {
  member_tel: z.optional(z.nullable(z.string())),
  slip_reference: z.optional(z.nullable(SlipReferenceSchema)),
});

export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;
export type OrderItem = z.infer<typeof OrderItemSchema>;
export type Order = z.infer<typeof OrderSchema>;
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;
export type SlipDecisionBody = z.infer<typeof SlipDecisionBodySchema>;
export type SlipUploadFields = z.infer<typeof SlipUploadFieldsSchema>;
export type DealerOrder = z.infer<typeof DealerOrderSchema>;
export type SlipReference = z.infer<typeof SlipReferenceSchema>;
