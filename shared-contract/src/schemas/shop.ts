import { z } from 'zod';
import { OrderStatusSchema, PAYMENT_CHANNELS } from './order';
import { idSchema, IdTextSchema } from './primitives';
import { SHIPMENT_STATUSES } from './shipment';

/**
 * The amulet shop (spec §3 Cart item / E-commerce cart / Order create payload / Shipment
 * status, §7 shop host). Money is whole baht; instants are ISO strings with an offset.
 */

const Instant = z.iso.datetime({ offset: true });

export const SHOP_MESSAGES = {
  productNotFound: 'ไม่พบสินค้า',
  variantNotFound: 'ไม่พบตัวเลือกสินค้า',
  cartNotFound: 'ไม่พบตะกร้าสินค้า',
  cartItemNotFound: 'ไม่พบสินค้าในตะกร้า',
  cartEmpty: 'ไม่พบสินค้าในตะกร้า',
  cartClosed: 'ตะกร้านี้สั่งซื้อไปแล้ว',
  userRefRequired: 'ไม่พบรหัสผู้ใช้ (x-user-ref)',
  userRefMismatch: 'รหัสผู้ใช้ไม่ตรงกับผู้ที่เข้าสู่ระบบ',
  quantity: 'จำนวนต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 99',
  outOfStock: 'สินค้าในคลังไม่เพียงพอ',
  priceChanged: 'ราคาสินค้ามีการเปลี่ยนแปลง',
  nameRequired: 'กรุณากรอกชื่อ',
  addressRequired: 'กรุณาเลือกที่อยู่',
  purchaseNotFound: 'ไม่พบรายการสั่งซื้อ',
  notCancellable: 'รายการสั่งซื้อนี้ยกเลิกไม่ได้แล้ว',
  notAwaitingPayment: 'รายการสั่งซื้อนี้ไม่ได้รอการชำระเงิน',
  shipmentNotFound: 'ไม่พบการจัดส่ง',
  notShippedYet: 'สินค้ายังไม่ได้จัดส่ง',
  badShipmentStep: 'เปลี่ยนสถานะการจัดส่งแบบนี้ไม่ได้',
  certificateNotFound: 'ไม่พบใบรับรองพระเครื่องนี้ รหัสอาจไม่ถูกต้อง',
  cartCreateFailed: 'ไม่สามารถสร้างตะกร้าสินค้าได้',
  cartUpdateFailed: 'ไม่สามารถอัพเดทสินค้าในตะกร้าได้',
  orderFailed: 'ไม่สามารถสั่งซื้่อได้ กรุณาติดต่อผู้ค้าของท่าน',
  orderSucceeded: 'สั่งซื้อสำเร็จ กำลังนำท่านไปสู่หน้าการสั่งซื้อ...',
} as const;

export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;

export const DiscountSchema = z.object({
  type: z.enum(DISCOUNT_TYPES),
  amount: z.number().int().min(0),
});

export const ShopRefSchema = z.object({ code: z.string(), name: z.string() });

export const ShopSummarySchema = ShopRefSchema.extend({
  description: z.string(),
  logo_url: z.string(),
  product_count: z.number().int().min(0),
});

export const ProductCardSchema = z.object({
  code: z.string(),
  name: z.string(),
  image_url: z.string(),
  shop: ShopRefSchema,
  category: z.object({ code: z.string(), name: z.string() }),
  discount: DiscountSchema.nullable(),
  /** The cheapest variant, before and after the discount. */
  price_from: z.number().int(),
  original_price_from: z.number().int(),
  in_stock: z.boolean(),
  is_amulet: z.boolean(),
});

export const ProductVariantSchema = z.object({
  id: z.number().int(),
  /** product_variant_group_item.name, e.g. 'ทองคำ'. */
  name: z.string(),
  /** sub_product_variant_group_item.name, e.g. 'ใหญ่'; null when the product has one level. */
  sub_name: z.string().nullable(),
  price: z.number().int(),
  discounted_price: z.number().int(),
  stock: z.number().int().min(0),
  image_url: z.string(),
});

export const ProductDetailSchema = ProductCardSchema.extend({
  description: z.string(),
  /** The variant group's name ('วัสดุ') and its sub-group's ('ขนาด', or null). */
  group_name: z.string(),
  sub_group_name: z.string().nullable(),
  variants: z.array(ProductVariantSchema),
});

export const ProductListQuerySchema = z.object({
  shop: z.string().max(40).optional(),
  category: z.string().max(40).optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(60).default(24),
});

/** Spec §3 Cart item. `price` is the discounted unit price; `original_price` the one before. */
export const CartItemSchema = z.object({
  key: z.string(),
  /** The product variant id. */
  id: z.number().int(),
  quantity: z.number().int().min(1),
  price: z.number().int(),
  total_price: z.number().int(),
  original_price: z.number().int(),
  original_total_price: z.number().int(),
  stock: z.number().int().min(0),
  product: z.object({ code: z.string(), name: z.string(), discount: DiscountSchema.nullable() }),
  product_variant_group_item: z.object({ name: z.string() }),
  sub_product_variant_group_item: z.object({ name: z.string() }).nullable(),
  media: z.object({ url: z.string() }),
});

export const ShopCartSchema = z.object({
  key: z.string(),
  items: z.array(CartItemSchema),
  total_quantity: z.number().int(),
  total_price: z.number().int(),
  original_total_price: z.number().int(),
  saving: z.number().int(),
});

export const CartKeyParamsSchema = z.object({ cartKey: z.uuid(SHOP_MESSAGES.cartNotFound) });
export const CartItemParamsSchema = CartKeyParamsSchema.extend({
  itemKey: z.uuid(SHOP_MESSAGES.cartItemNotFound),
});

const Quantity = z
  .number({ error: SHOP_MESSAGES.quantity })
  .int(SHOP_MESSAGES.quantity)
  .min(1, SHOP_MESSAGES.quantity)
  .max(99, SHOP_MESSAGES.quantity);

/** Spec §3 E-commerce cart item payload. Adding a variant already there adds to its quantity (§4). */
export const AddCartItemBodySchema = z.object({
  product_variant_id: idSchema(SHOP_MESSAGES.variantNotFound),
  quantity: Quantity,
});

export const SetCartItemBodySchema = z.object({ quantity: Quantity });

/** Spec §3 Order create payload, plus the total the member saw (the server refuses if it moved). */
export const CreatePurchaseBodySchema = z.object({
  channel: z.literal('web'),
  member_name: z
    .string({ error: SHOP_MESSAGES.nameRequired })
    .trim()
    .min(1, SHOP_MESSAGES.nameRequired)
    .max(100, 'ชื่อต้องไม่เกิน 100 ตัวอักษร'),
  cart_key: z.uuid(SHOP_MESSAGES.cartNotFound),
  address_id: idSchema(SHOP_MESSAGES.addressRequired),
  expected_total: z.number().int().min(0).optional(),
});

export const ShipmentStatusSchema = z.enum(SHIPMENT_STATUSES);
export type ShipmentStatus = z.infer<typeof ShipmentStatusSchema>;

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  prepare_to_ship: 'กำลังเตรียมจัดส่ง',
  courier_received: 'บริษัทขนส่งรับสินค้าแล้ว',
  shipped: 'อยู่ระหว่างจัดส่ง',
  received: 'ได้รับสินค้าแล้ว',
  cancelled: 'ยกเลิกการจัดส่ง',
};

export const ShipmentSchema = z.object({
  id: z.number().int(),
  shop: ShopRefSchema,
  status: ShipmentStatusSchema,
  tracking_no: z.string().nullable(),
  /** The carrier's label (e.g. ไปรษณีย์ไทย), once the shop has shipped the parcel. */
  carrier: z.string().nullable(),
  logs: z.array(z.object({ status: ShipmentStatusSchema, at: Instant })),
});

export const PurchaseItemSchema = z.object({
  product_code: z.string(),
  product_name: z.string(),
  variant_name: z.string(),
  sub_variant_name: z.string().nullable(),
  image_url: z.string(),
  shop: ShopRefSchema,
  quantity: z.number().int(),
  price: z.number().int(),
  original_price: z.number().int(),
  total_price: z.number().int(),
  /** Certificates of the amulets in this line, once the payment is confirmed. */
  certificate_codes: z.array(z.string()),
});

export const PurchaseAddressSchema = z.object({
  recipient: z.string(),
  tel: z.string(),
  address: z.string(),
  sub_district: z.string(),
  district: z.string(),
  province: z.string(),
  zip_code: z.string(),
});

export const PurchaseSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: OrderStatusSchema,
  member_name: z.string(),
  address: PurchaseAddressSchema,
  items: z.array(PurchaseItemSchema),
  total_quantity: z.number().int(),
  total_amount: z.number().int(),
  original_total_amount: z.number().int(),
  pay_before: Instant,
  now: Instant,
  payment_channel: z.string().nullable(),
  has_slip: z.boolean(),
  slip_uploaded_at: Instant.nullable(),
  confirmed_at: Instant.nullable(),
  /** Why the shop refused the slip or cancelled the purchase, in the shop's words (Thai). */
  staff_reason: z.string().nullable(),
  created_at: Instant,
  payment: z.object({ promptpay_id: z.string(), promptpay_qr: z.string().nullable() }),
  shipments: z.array(ShipmentSchema),
});

export const PurchaseRefParamsSchema = z.object({ purchase: z.string().min(1).max(40) });
export const ShipmentParamsSchema = PurchaseRefParamsSchema.extend({
  shipmentId: IdTextSchema,
});

/** The shop's step on a shipment (`PUT /{id}/order-shipments/{shipmentId}`). */
export const ShipmentUpdateBodySchema = z.object({
  status: z.enum(['courier_received', 'shipped', 'cancelled']),
  tracking_no: z.string().trim().max(40).optional(),
});

export const SlipChannelSchema = z.object({
  payment_channel: z.enum(PAYMENT_CHANNELS, 'ช่องทางการชำระเงินไม่ถูกต้อง').optional(),
});

/** What anyone may read of a certificate: the amulet, never its buyer. */
export const AmuletCertificateSchema = z.object({
  code: z.string(),
  product_code: z.string(),
  product_name: z.string(),
  variant_name: z.string(),
  image_url: z.string(),
  shop: ShopRefSchema,
  sold_at: Instant,
});

export const CertificateParamsSchema = z.object({ code: z.string().min(1).max(40) });

/** `GET /api/public/v1/settings/coins` (shop host): coins a member earns per baht spent. */
export const CoinSettingSchema = z.object({
  enabled: z.boolean(),
  baht_per_coin: z.number().int().positive(),
});

export type Discount = z.infer<typeof DiscountSchema>;
export type ShopSummary = z.infer<typeof ShopSummarySchema>;
export type ProductCard = z.infer<typeof ProductCardSchema>;
export type ProductVariant = z.infer<typeof ProductVariantSchema>;
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;
export type CartItem = z.infer<typeof CartItemSchema>;
export type ShopCart = z.infer<typeof ShopCartSchema>;
export type AddCartItemBody = z.infer<typeof AddCartItemBodySchema>;
export type CreatePurchaseBody = z.infer<typeof CreatePurchaseBodySchema>;
export type Shipment = z.infer<typeof ShipmentSchema>;
export type PurchaseItem = z.infer<typeof PurchaseItemSchema>;
export type Purchase = z.infer<typeof PurchaseSchema>;
export type AmuletCertificate = z.infer<typeof AmuletCertificateSchema>;
export type CoinSetting = z.infer<typeof CoinSettingSchema>;
