import { z } from 'zod';
import { OrderStatusSchema } from './order';
import { PurchaseSchema } from './shop';
import { CARRIERS, normalizeTracking, trackingFits } from './carriers';

/**
 * The shop's back office for staff (`/admin/v1/shop-purchases`): purchases by stage, the slip
 * check, packing, shipping with a carrier and tracking number, receipt and cancel.
 */

export const SHOP_ADMIN_MESSAGES = {
  reasonRequired: 'กรุณาระบุเหตุผล',
  reasonTooLong: 'เหตุผลต้องไม่เกิน 300 ตัวอักษร',
  carrierRequired: 'กรุณาเลือกบริษัทขนส่ง',
  trackingRequired: 'กรุณากรอกเลขพัสดุ',
  trackingInvalid: 'เลขพัสดุไม่ถูกต้อง',
  thaiPostTracking: 'เลขพัสดุไปรษณีย์ไทยต้องเป็นตัวอักษร 2 ตัว ตัวเลข 9 หลัก และลงท้ายด้วย TH เช่น EB123456789TH',
  notAwaitingCheck: 'รายการนี้ไม่ได้รอตรวจสลิปแล้ว',
  notPackable: 'รายการนี้ยังไม่ได้ชำระเงินหรือจัดส่งไปแล้ว',
  notShippable: 'รายการนี้จัดส่งไปแล้วหรือยังไม่ได้ชำระเงิน',
  notDelivered: 'รายการนี้ยังไม่ได้จัดส่ง หรือได้รับสินค้าแล้ว',
  notCancellable: 'รายการนี้จัดส่งแล้วหรือยกเลิกไปแล้ว ยกเลิกไม่ได้',
  searchTooLong: 'คำค้นหาต้องไม่เกิน 60 ตัวอักษร',
} as const;

export const SHOP_ADMIN_LIMITS = { reasonMax: 300, searchMax: 60 } as const;

/** Where a purchase stands for the staff who handle it (the tabs of the back office). */
export const SHOP_ORDER_STAGES = [
  'awaiting_check',
  'paid',
  'packing',
  'shipped',
  'received',
  'cancelled',
] as const;
export const ShopOrderStageSchema = z.enum(SHOP_ORDER_STAGES);
export type ShopOrderStage = z.infer<typeof ShopOrderStageSchema>;

export const SHOP_ORDER_STAGE_LABELS: Record<ShopOrderStage, string> = {
  awaiting_check: 'รอตรวจสลิป',
  paid: 'ชำระเงินแล้ว',
  packing: 'กำลังแพ็กสินค้า',
  shipped: 'จัดส่งแล้ว',
  received: 'ได้รับสินค้าแล้ว',
  cancelled: 'ยกเลิก',
};

/** After the payment is confirmed, the purchase's own step (its parcels follow it). */
export const SHOP_FULFILMENTS = ['paid', 'packing', 'shipped', 'received'] as const;
export type ShopFulfilment = (typeof SHOP_FULFILMENTS)[number];

export const ShopCarrierSchema = z.enum(CARRIERS, SHOP_ADMIN_MESSAGES.carrierRequired);

export const ShopShipBodySchema = z
  .object({
    carrier: ShopCarrierSchema,
    tracking_no: z
      .string({ error: SHOP_ADMIN_MESSAGES.trackingRequired })
      .transform(normalizeTracking)
      .pipe(
        z.string().min(1, SHOP_ADMIN_MESSAGES.trackingRequired).max(30, SHOP_ADMIN_MESSAGES.trackingInvalid),
      ),
  })
  .superRefine((body, ctx) => {
    const post = body.carrier === 'thailand_post';
    if (!trackingFits(body.carrier, body.tracking_no))
      ctx.addIssue({
        code: 'custom',
        path: ['tracking_no'],
        message: post ? SHOP_ADMIN_MESSAGES.thaiPostTracking : SHOP_ADMIN_MESSAGES.trackingInvalid,
      });
  });
export type ShopShipBody = z.infer<typeof ShopShipBodySchema>;

const Reason = z
  .string({ error: SHOP_ADMIN_MESSAGES.reasonRequired })
  .trim()
  .min(1, SHOP_ADMIN_MESSAGES.reasonRequired)
  .max(SHOP_ADMIN_LIMITS.reasonMax, SHOP_ADMIN_MESSAGES.reasonTooLong);

/** Refusing a slip: the buyer reads the reason and may send a new slip. */
export const ShopRefuseBodySchema = z.object({ reason: Reason });
/** Cancelling a purchase (the stock goes back): the buyer reads the reason. */
export const ShopCancelBodySchema = z.object({ reason: Reason });

export const SHOP_ORDER_SORTS = ['newest', 'oldest', 'amount_desc', 'amount_asc'] as const;
export type ShopOrderSort = (typeof SHOP_ORDER_SORTS)[number];
export const SHOP_ORDER_SORT_LABELS: Record<ShopOrderSort, string> = {
  newest: 'ใหม่สุดก่อน',
  oldest: 'เก่าสุดก่อน',
  amount_desc: 'ยอดมากไปน้อย',
  amount_asc: 'ยอดน้อยไปมาก',
};

/** `GET /admin/v1/shop-purchases`: one page of one stage (or every stage), searched and sorted. */
export const ShopOrderListQuerySchema = z.object({
  stage: ShopOrderStageSchema.optional(),
  q: z.string().trim().max(SHOP_ADMIN_LIMITS.searchMax, SHOP_ADMIN_MESSAGES.searchTooLong).optional(),
  sort: z.enum(SHOP_ORDER_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type ShopOrderListQuery = z.input<typeof ShopOrderListQuerySchema>;

/** `GET /admin/v1/shop-purchases/export.csv`: the same list as the screen, every page of it. */
export const ShopOrderExportQuerySchema = ShopOrderListQuerySchema.omit({ page: true, per_page: true });

const Instant = z.iso.datetime({ offset: true });

/** One row of the list: enough to find a purchase and see where it stands. */
export const ShopOrderRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: OrderStatusSchema,
  stage: ShopOrderStageSchema.nullable(),
  member_name: z.string(),
  recipient: z.string(),
  tel: z.string(),
  total_quantity: z.number().int(),
  total_amount: z.number().int(),
  created_at: Instant,
  slip_uploaded_at: Instant.nullable(),
});
export type ShopOrderRow = z.infer<typeof ShopOrderRowSchema>;

/** One purchase as staff handle it: what the buyer sees, its stage, and where the money went. */
export const ShopOrderDetailSchema = PurchaseSchema.extend({
  stage: ShopOrderStageSchema.nullable(),
  /** The staff path of the slip (read with the staff token), when there is one. */
  slip_path: z.string().nullable(),
  /** The sending bank and reference read from the slip's QR code, when it has one. */
  slip_reference: z.object({ sending_bank: z.string(), transaction_ref: z.string() }).nullable().optional(),
  /** The shop's account the buyer paid into. */
  shop_account: z.object({ label: z.string(), promptpay_id: z.string() }),
});
export type ShopOrderDetail = z.infer<typeof ShopOrderDetailSchema>;
