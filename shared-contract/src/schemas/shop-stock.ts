import { z } from 'zod';
import { DISCOUNT_TYPES } from './shop';

/**
 * The shop's stock and discount screen for staff (`/admin/v1/shop-variants`): every variant with
 * what is on the shelf, what buyers hold, and its own discount for a span of days.
 *
 * Stock is counted as staff count it on the shelf: what is left to sell, plus what unpaid or paid
 * but unshipped purchases hold. Staff set that count; the API keeps the held pieces and sells the
 * rest, so an edit never takes back a piece somebody is paying for.
 */

export const SHOP_STOCK_MESSAGES = {
  variantNotFound: 'ไม่พบตัวเลือกสินค้านี้',
  stockRequired: 'กรุณากรอกจำนวนสินค้าเป็นจำนวนเต็มตั้งแต่ 0 ขึ้นไป',
  stockTooLarge: 'จำนวนสินค้าต้องไม่เกิน 100,000 ชิ้น',
  versionRequired: 'ข้อมูลไม่ครบ กรุณาโหลดหน้านี้ใหม่',
  discountTypeRequired: 'กรุณาเลือกชนิดส่วนลด',
  percentRange: 'ส่วนลดเป็นเปอร์เซ็นต์ต้องเป็นจำนวนเต็ม 1 ถึง 99',
  bahtRequired: 'ส่วนลดเป็นบาทต้องเป็นจำนวนเต็มตั้งแต่ 1 บาทขึ้นไป',
  bahtBelowPrice: 'ส่วนลดต้องน้อยกว่าราคาสินค้า',
  dayInvalid: 'วันที่ไม่ถูกต้อง',
  endsBeforeStart: 'วันสิ้นสุดต้องไม่ก่อนวันเริ่ม',
  searchTooLong: 'คำค้นหาต้องไม่เกิน 60 ตัวอักษร',
  stockBelowHeld: (held: number) =>
    `ตั้งจำนวนต่ำกว่า ${held.toLocaleString('th-TH')} ชิ้นไม่ได้ เพราะมีผู้สั่งซื้อจองหรือชำระเงินไว้แล้ว ${held.toLocaleString('th-TH')} ชิ้น`,
  editedByOther: 'มีเจ้าหน้าที่คนอื่นแก้ไขรายการนี้ไปก่อนแล้ว กรุณาตรวจข้อมูลล่าสุดแล้วบันทึกอีกครั้ง',
} as const;

export const SHOP_STOCK_LIMITS = { stockMax: 100_000, searchMax: 60 } as const;

/** A real calendar day written `YYYY-MM-DD` (what the date field gives), so 2026-02-30 is refused. */
const isRealDay = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);
const IsoDay = z.string().refine((day) => {
  try {
    return isRealDay(day);
  } catch {
    return false;
  }
}, SHOP_STOCK_MESSAGES.dayInvalid);

/** A variant's own discount: percent (1–99) or baht off one piece, from and to a Bangkok day. */
export const VariantDiscountSchema = z
  .object({
    type: z.enum(DISCOUNT_TYPES, SHOP_STOCK_MESSAGES.discountTypeRequired),
    amount: z.number({ error: SHOP_STOCK_MESSAGES.bahtRequired }).int(SHOP_STOCK_MESSAGES.bahtRequired),
    starts_on: IsoDay.nullable().default(null),
    ends_on: IsoDay.nullable().default(null),
  })
  .superRefine((discount, ctx) => {
    if (discount.type === 'percent' && (discount.amount < 1 || discount.amount > 99))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: SHOP_STOCK_MESSAGES.percentRange });
    if (discount.type === 'fixed' && discount.amount < 1)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: SHOP_STOCK_MESSAGES.bahtRequired });
    if (discount.starts_on && discount.ends_on && discount.ends_on < discount.starts_on)
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: SHOP_STOCK_MESSAGES.endsBeforeStart });
  });
export type VariantDiscount = z.infer<typeof VariantDiscountSchema>;

/** `PUT /admin/v1/shop-variants/:id`: the shelf count and the discount, as of the version read. */
export const ShopVariantUpdateBodySchema = z.object({
  version: z.number({ error: SHOP_STOCK_MESSAGES.versionRequired }).int().min(1),
  on_hand: z
    .number({ error: SHOP_STOCK_MESSAGES.stockRequired })
    .int(SHOP_STOCK_MESSAGES.stockRequired)
    .min(0, SHOP_STOCK_MESSAGES.stockRequired)
    .max(SHOP_STOCK_LIMITS.stockMax, SHOP_STOCK_MESSAGES.stockTooLarge),
  discount: VariantDiscountSchema.nullable(),
});
export type ShopVariantUpdateBody = z.input<typeof ShopVariantUpdateBodySchema>;

/** Any id text is accepted here: one that names no variant (too big, not a number) is a 404. */
export const ShopVariantParamsSchema = z.object({ id: z.string().max(40) });

/** The variant id a URL names, or null when it cannot name one. */
export function variantIdOf(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/** `GET /admin/v1/shop-variants`: a page of variants, by words in the product's name. */
export const ShopVariantListQuerySchema = z.object({
  q: z.string().trim().max(SHOP_STOCK_LIMITS.searchMax, SHOP_STOCK_MESSAGES.searchTooLong).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});

export const ShopVariantRowSchema = z.object({
  id: z.number().int(),
  product_code: z.string(),
  product_name: z.string(),
  name: z.string(),
  sub_name: z.string().nullable(),
  price: z.number().int(),
  /** What a buyer pays today (the variant's discount when it runs today, else the product's). */
  price_today: z.number().int(),
  /** Left to sell. */
  stock: z.number().int(),
  /** Held by purchases not yet paid (reserved, or a slip waiting for its check). */
  reserved: z.number().int(),
  /** Paid for but not yet shipped: still on the shelf. */
  sold: z.number().int(),
  /** stock + reserved + sold: what staff count on the shelf. */
  on_hand: z.number().int(),
  discount: VariantDiscountSchema.nullable(),
  /** Whether the variant's discount runs today (Bangkok). */
  discount_active: z.boolean(),
  version: z.number().int(),
});
export type ShopVariantRow = z.infer<typeof ShopVariantRowSchema>;
