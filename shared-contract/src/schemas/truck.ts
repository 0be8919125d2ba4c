import { z } from 'zod';
import { PasswordSchema } from './auth';
import { IsoDateSchema, TicketNumberSchema } from './primitives';
import { TicketPatternSchema } from './ticket-search';

/**
 * Truck POS (spec §1, §2 truck, §6, §7 Truck dealers): a dealer's staff member (an
 * operator) sells tickets of the store's current draw to walk-up buyers from a food truck. The
 * operator's token is NOT a member token: the truck app sends it itself (`Authorization: Bearer`),
 * so a browser can hold a member session and a truck session at once.
 *
 * Calls (base `truck` for /truck/v1, `public` for the rest):
 * - POST /truck/v1/dealers/login          TruckLoginBody → { data: TruckSession }
 * - POST /truck/v1/dealers/logout         → { data: null }; 403 when the store forbids it
 * - GET  /truck/v1/dealers/me             → { data: TruckSessionInfo } (no token inside)
 * - GET  /truck/v1/tickets/search         TruckTicketSearchQuery → TicketSearchResult (own store)
 * - GET  /truck/v1/promptpay-qr?amount=N  → { data: TruckPromptPayQr } (show before confirming)
 * - POST /truck/v1/sales                  header Idempotency-Key, TruckSaleBody → { data: TruckSale }
 *                                         201 the first time, 200 with replayed=true on a retry
 * - GET  /truck/v1/sales                  → { data: TruckSale[] } the operator's latest sales
 * - POST /public/bos/v1/truck-claims      (member token) TruckClaimBody → { data: TruckClaim }
 * - GET  /public/v1/food-trucks           → { data: FoodTruck[], meta: { date } }
 * The dealer manages the truck staff (dealer token, `/public/bos/v1/dealer/truck`):
 * - GET   /                                → { data: DealerTruckSettings }
 * - PUT   /settings                        DealerTruckSettingsBody → { data: DealerTruckSettings }
 * - POST  /operators                       TruckOperatorCreateBody → 201 { data: DealerTruckOperator }
 * - PATCH /operators/{id}                  TruckOperatorUpdateBody → { data: DealerTruckOperator }
 * - POST  /operators/{id}/password         TruckOperatorPasswordResetBody
 *                                          → { data: TruckOperatorPasswordReset } (sessions end)
 * - GET   /operators/sales                 TruckOperatorSalesQuery → TruckOperatorSalesPage
 * - GET   /operators/{id}/sales            { draw_date? } → { data: TruckOperatorDrawSales, meta }
 */

const Instant = z.iso.datetime({ offset: true });

export const TRUCK_MESSAGES = {
  usernameRequired: 'กรุณากรอกชื่อผู้ใช้',
  passwordRequired: 'กรุณากรอกรหัสผ่าน',
  badCredentials: 'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
  loginThrottled: 'ลองเข้าสู่ระบบหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่',
  loginRequired: 'กรุณาเข้าสู่ระบบพนักงานขายรถขายสลาก',
  logoutNotAllowed: 'ร้านนี้ไม่อนุญาตให้พนักงานออกจากระบบเอง กรุณาติดต่อเจ้าของร้าน',
  idempotencyKeyMissing: 'ไม่พบรหัสรายการขาย (Idempotency-Key) กรุณาลองส่งใหม่',
  idempotencyKeyMalformed: 'รหัสรายการขาย (Idempotency-Key) ไม่ถูกต้อง',
  idempotencyKeyReused: 'รหัสรายการขายนี้ถูกใช้กับรายการขายอื่นแล้ว รายการนี้ยังไม่ถูกขาย',
  itemsRequired: 'กรุณาเลือกสลากอย่างน้อย 1 ใบ',
  itemsDuplicate: 'เลขสลากซ้ำกันในรายการ กรุณารวมจำนวนไว้ในบรรทัดเดียว',
  tooManyTickets: 'ขายได้ครั้งละไม่เกิน 50 ใบ',
  quantityInvalid: 'จำนวนต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 10 ใบ',
  paymentInvalid: 'กรุณาเลือกวิธีชำระเงิน เงินสด หรือ พร้อมเพย์',
  amountInvalid: 'ยอดเงินต้องเป็นจำนวนเต็มบาท',
  amountMismatch: 'ยอดเงินไม่ตรงกับราคารวมของสลาก กรุณาตรวจสอบราคาใหม่ รายการนี้ยังไม่ถูกขาย',
  noOpenDraw: 'ยังไม่มีงวดที่เปิดขายตอนนี้',
  storeClosed: 'ร้านปิดการขายอยู่ รายการนี้ยังไม่ถูกขาย',
  promptpayUnavailable: 'ร้านนี้ยังไม่ได้ตั้งค่าพร้อมเพย์ กรุณารับเงินสด',
  claimCodeInvalid: 'รหัสรับสลากต้องเป็นตัวอักษรหรือตัวเลข 10 หลัก',
  claimNotFound: 'ไม่พบรหัสรับสลากนี้ กรุณาตรวจสอบรหัสบนใบเสร็จ',
  claimUsed: 'รหัสรับสลากนี้ถูกใช้ไปแล้ว',
  claimThrottled: 'กรอกรหัสรับสลากผิดหลายครั้งเกินไป กรุณารอสักครู่แล้วลองใหม่',
  usernameFormat: 'ชื่อผู้ใช้ต้องมี 3–32 ตัว เป็นอักษรภาษาอังกฤษตัวเล็ก ตัวเลข จุด ขีดกลาง หรือขีดล่าง',
  usernameTaken: 'ชื่อผู้ใช้นี้ถูกใช้แล้ว',
  operatorNameRequired: 'กรุณากรอกชื่อพนักงาน',
  operatorNameTooLong: 'ชื่อพนักงานต้องไม่เกิน 60 ตัวอักษร',
  operatorNotFound: 'ไม่พบพนักงานขาย',
  nothingToChange: 'กรุณาระบุสิ่งที่ต้องการแก้ไข',
  operatorDeactivated: 'บัญชีพนักงานนี้ถูกปิดการใช้งาน กรุณาติดต่อเจ้าของร้าน',
  drawNotFound: 'ไม่พบงวดวันที่นี้ กรุณาเลือกงวดจากรายการ',
  pageInvalid: 'หน้าต้องเป็นจำนวนเต็มตั้งแต่ 1 ขึ้นไป',
  perPageInvalid: 'จำนวนต่อหน้าต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 50',
} as const;

/** A sale that could not hold every ticket: names the numbers, and nothing was sold. */
export function ticketsUnavailableMessage(numbers: readonly string[]): string {
  return `สลากเลข ${numbers.join(', ')} ถูกขายไปแล้วหรือมีไม่พอ รายการนี้ยังไม่ถูกขาย`;
}

/** The field `errors[].field` of the 409 that names each unavailable number. */
export const UNAVAILABLE_FIELD_PREFIX = 'items.';

// ---------------------------------------------------------------- login and session

export const TruckLoginBodySchema = z.object({
  username: z
    .string({ error: TRUCK_MESSAGES.usernameRequired })
    .trim()
    .toLowerCase()
    .min(1, TRUCK_MESSAGES.usernameRequired)
    .max(64, TRUCK_MESSAGES.badCredentials),
  password: z
    .string({ error: TRUCK_MESSAGES.passwordRequired })
    .min(1, TRUCK_MESSAGES.passwordRequired)
    .max(128, TRUCK_MESSAGES.badCredentials),
});

export const TruckOperatorSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
});

/** The operator's store: what the POS needs offline too (keep it beside `truck_store`). */
export const TruckStoreSchema = z.object({
  /** The store code: what `truck_store` holds (spec §3). */
  code: z.string(),
  name: z.string(),
  /** The dealer's public reference. */
  user_code: z.string(),
  /** Spec §6: the logout icon shows only when this is true. */
  operators_can_logout: z.boolean(),
  /** A PromptPay id: PromptPay can be offered only when set. */
  promptpay_id: z.string().nullable(),
  /** The draw on sale now, null when none is open. */
  draw_date: z.nullable(IsoDateSchema),
  is_store_open: z.boolean(),
});

export const TruckSessionInfoSchema = z.object({
  operator: TruckOperatorSchema,
  store: TruckStoreSchema,
});

/** Login answer: the operator's own bearer token (never stored as the member token). */
export const TruckSessionSchema = TruckSessionInfoSchema.extend({ token: z.string().min(1) });

// ---------------------------------------------------------------- search and PromptPay

/** Same pattern rules as the store search; the store is always the operator's own. */
export const TruckTicketSearchQuerySchema = z.object({
  pattern: TicketPatternSchema,
  limit: z.coerce.number().int().min(1).max(100).default(60),
});

export const TruckPromptPayQrQuerySchema = z.object({
  amount: z.coerce
    .number({ error: TRUCK_MESSAGES.amountInvalid })
    .int(TRUCK_MESSAGES.amountInvalid)
    .min(1)
    .max(1_000_000),
});

export const TruckPromptPayQrSchema = z.object({
  amount: z.number().int(),
  /** `data:image/svg+xml;base64,…` of a PromptPay QR for exactly `amount`. */
  promptpay_qr: z.string(),
});

// ---------------------------------------------------------------- sale

/** `Idempotency-Key`: made on the device when the sale is made (a UUID fits), sent with every retry. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string({ error: TRUCK_MESSAGES.idempotencyKeyMissing })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, TRUCK_MESSAGES.idempotencyKeyMalformed);

export const TRUCK_PAYMENT_METHODS = ['cash', 'promptpay'] as const;
export const TruckPaymentMethodSchema = z.enum(TRUCK_PAYMENT_METHODS, TRUCK_MESSAGES.paymentInvalid);
export type TruckPaymentMethod = z.infer<typeof TruckPaymentMethodSchema>;

export const TRUCK_PAYMENT_LABELS: Record<TruckPaymentMethod, string> = {
  cash: 'เงินสด',
  promptpay: 'พร้อมเพย์ (สแกน QR)',
};

export const TRUCK_SALE_MAX_TICKETS = 50;

export const TruckSaleItemSchema = z.object({
  number: TicketNumberSchema,
  quantity: z
    .number({ error: TRUCK_MESSAGES.quantityInvalid })
    .int(TRUCK_MESSAGES.quantityInvalid)
    .min(1, TRUCK_MESSAGES.quantityInvalid)
    .max(10, TRUCK_MESSAGES.quantityInvalid),
});

export const TruckSaleBodySchema = z.object({
  items: z
    .array(TruckSaleItemSchema, { error: TRUCK_MESSAGES.itemsRequired })
    .min(1, TRUCK_MESSAGES.itemsRequired)
    .max(TRUCK_SALE_MAX_TICKETS, TRUCK_MESSAGES.tooManyTickets)
    .refine(
      (items) => new Set(items.map((i) => i.number)).size === items.length,
      TRUCK_MESSAGES.itemsDuplicate,
    )
    .refine(
      (items) => items.reduce((sum, i) => sum + i.quantity, 0) <= TRUCK_SALE_MAX_TICKETS,
      TRUCK_MESSAGES.tooManyTickets,
    ),
  payment_method: TruckPaymentMethodSchema,
  /** The total the operator collected (whole baht): must equal the tickets' total exactly. */
  amount: z
    .number({ error: TRUCK_MESSAGES.amountInvalid })
    .int(TRUCK_MESSAGES.amountInvalid)
    .min(1, TRUCK_MESSAGES.amountInvalid),
  /** When the operator made the sale on the device (an offline sale is sent later); informative. */
  made_at: Instant.optional(),
});

export const TruckSaleTicketSchema = z.object({
  ticket_id: z.number().int(),
  number: TicketNumberSchema,
  set_no: z.number().int(),
  price: z.number().int(),
});

/** Claim code: 10 characters of Crockford base32 (no I, L, O, U), printed as `XXXXX-XXXXX`. */
export const CLAIM_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ClaimCodeSchema = z
  .string({ error: TRUCK_MESSAGES.claimCodeInvalid })
  .transform((code) => code.toUpperCase().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^[0-9A-HJKMNP-TV-Z]{10}$/, TRUCK_MESSAGES.claimCodeInvalid));

/** `ABCDE12345` → `ABCDE-12345`, as printed on the receipt. */
export function formatClaimCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** Where the receipt's QR points (prefix the site origin): the member page that claims the tickets. */
export function claimPath(code: string): string {
  return `/truck/claim/${code}`;
}

/** The receipt of a sale. */
export const TruckSaleSchema = z.object({
  id: z.number().int(),
  /** The Idempotency-Key it was made with (the device matches its queue on it). */
  idempotency_key: z.string(),
  order_code: z.string(),
  store: z.object({ code: z.string(), name: z.string() }),
  operator_name: z.string(),
  draw_date: IsoDateSchema,
  payment_method: TruckPaymentMethodSchema,
  total_amount: z.number().int(),
  tickets: z.array(TruckSaleTicketSchema),
  /** Unformatted (10 characters); print with `formatClaimCode`. */
  claim_code: z.string(),
  /** `claimPath(claim_code)`: the QR encodes origin + this. */
  claim_path: z.string(),
  claimed: z.boolean(),
  /** PromptPay sales: the QR for exactly `total_amount` (data URL); null for cash. */
  promptpay_qr: z.string().nullable(),
  made_at: Instant.nullable(),
  created_at: Instant,
  /** True when this answer is a retry of a sale already made (nothing was sold again). */
  replayed: z.boolean(),
});

export const TruckSaleListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(20),
});

// ---------------------------------------------------------------- member claim

export const TruckClaimBodySchema = z.object({ code: ClaimCodeSchema });

/** What the member got: the tickets are now in their safe (`/orders/bag`). */
export const TruckClaimSchema = z.object({
  order_code: z.string(),
  store_name: z.string(),
  draw_date: IsoDateSchema,
  total_amount: z.number().int(),
  tickets: z.array(TruckSaleTicketSchema),
});

// ---------------------------------------------------------------- the dealer's truck staff

const OperatorNameSchema = z
  .string({ error: TRUCK_MESSAGES.operatorNameRequired })
  .trim()
  .min(1, TRUCK_MESSAGES.operatorNameRequired)
  .max(60, TRUCK_MESSAGES.operatorNameTooLong);

export const TruckOperatorCreateBodySchema = z.object({
  username: z
    .string({ error: TRUCK_MESSAGES.usernameRequired })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9._-]{2,31}$/, TRUCK_MESSAGES.usernameFormat),
  name: OperatorNameSchema,
  /** The members' password rule. */
  password: PasswordSchema,
});

export const TruckOperatorUpdateBodySchema = z
  .object({
    name: OperatorNameSchema.optional(),
    password: z.optional(PasswordSchema),
    /** false: the operator is logged out everywhere at once and cannot log in. */
    is_active: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), TRUCK_MESSAGES.nothingToChange);

/** What an operator sold in the draw on sale now: receipts made, tickets in them and baht taken. */
export const TruckOperatorSalesSchema = z.object({
  count: z.number().int(),
  tickets: z.number().int(),
  total_amount: z.number().int(),
});

export const DealerTruckOperatorSchema = TruckOperatorSchema.extend({
  is_active: z.boolean(),
  created_at: Instant,
  /**
   * The operator's sales in `draw_date`'s draw (zeros when none is open). Sent on the staff list
   * (GET and PUT /settings); absent on the answer of a single operator's POST or PATCH.
   */
  current_draw_sales: TruckOperatorSalesSchema.optional(),
});

export const DealerTruckSettingsSchema = z.object({
  operators_can_logout: z.boolean(),
  /** The draw on sale now, whose sales each operator's `current_draw_sales` counts; null when none. */
  draw_date: z.nullable(IsoDateSchema).optional(),
  operators: z.array(DealerTruckOperatorSchema),
});

export const DealerTruckSettingsBodySchema = z.object({
  operators_can_logout: z.boolean({ error: 'กรุณาเลือกว่าพนักงานออกจากระบบเองได้หรือไม่' }),
});

/**
 * The operator a path names, as written: the API reads it with `idFromText`, and a segment that
 * names no row (letters, 0, past the id range) is the same 404 as another store's operator.
 */
export const OperatorIdParamsSchema = z.object({ operatorId: z.string() });

/** A new password the dealer typed, or none: then the API makes one and answers it once. */
export const TruckOperatorPasswordResetBodySchema = z.object({ password: z.optional(PasswordSchema) });

export const TruckOperatorPasswordResetSchema = z.object({
  operator: DealerTruckOperatorSchema,
  /** The password the API made (show it once, it is not kept); null when the dealer typed one. */
  generated_password: z.string().nullable(),
});

const DrawDateQuerySchema = z.optional(IsoDateSchema);

/** One draw's sales per operator, a page at a time (the draw on sale now when no date is given). */
export const TruckOperatorSalesQuerySchema = z.object({
  draw_date: DrawDateQuerySchema,
  page: z.coerce
    .number({ error: TRUCK_MESSAGES.pageInvalid })
    .int(TRUCK_MESSAGES.pageInvalid)
    .min(1, TRUCK_MESSAGES.pageInvalid)
    .max(100_000, TRUCK_MESSAGES.pageInvalid)
    .default(1),
  per_page: z.coerce
    .number({ error: TRUCK_MESSAGES.perPageInvalid })
    .int(TRUCK_MESSAGES.perPageInvalid)
    .min(1, TRUCK_MESSAGES.perPageInvalid)
    .max(50, TRUCK_MESSAGES.perPageInvalid)
    .default(20),
});

export const TruckOperatorDrawQuerySchema = z.object({ draw_date: DrawDateQuerySchema });

/** One operator and what they sold in one draw (zeros when nothing). */
export const TruckOperatorDrawSalesSchema = TruckOperatorSchema.extend({
  is_active: z.boolean(),
  sales: TruckOperatorSalesSchema,
});

export const TruckOperatorSalesPageSchema = z.object({
  data: z.array(TruckOperatorDrawSalesSchema),
  meta: z.object({
    /** The draw counted; null when no date was given and no draw is on sale. */
    draw_date: z.nullable(IsoDateSchema),
    /** Draws the dealer may pick, newest first (the one on sale now and the ones before it). */
    draws: z.array(IsoDateSchema),
    page: z.number().int(),
    per_page: z.number().int(),
    /** How many operators the store has (every page together). */
    total: z.number().int(),
  }),
});

export const TruckOperatorDrawSalesAnswerSchema = z.object({
  data: TruckOperatorDrawSalesSchema,
  meta: z.object({ draw_date: z.nullable(IsoDateSchema) }),
});

// ---------------------------------------------------------------- food-truck services

export const FoodTruckStopSchema = z.object({
  place: z.string(),
  area: z.string(),
  /** `HH:MM`, Asia/Bangkok. */
  opens_at: z.string().regex(/^\d{2}:\d{2}$/),
  closes_at: z.string().regex(/^\d{2}:\d{2}$/),
  is_open_now: z.boolean(),
});

export const FoodTruckSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** The dealer store that sells from this truck, if any (`/dealers/{user_code}`). */
  store: z.object({ code: z.string(), name: z.string(), user_code: z.string() }).nullable(),
  /** Where it stands today; null when it does not go out today. */
  today: FoodTruckStopSchema.nullable(),
});

export const FoodTruckListSchema = z.object({
  data: z.array(FoodTruckSchema),
  /** Today in Asia/Bangkok. */
  meta: z.object({ date: IsoDateSchema }),
});

export type TruckLoginBody = z.infer<typeof TruckLoginBodySchema>;
export type TruckOperator = z.infer<typeof TruckOperatorSchema>;
export type TruckStore = z.infer<typeof TruckStoreSchema>;
export type TruckSessionInfo = z.infer<typeof TruckSessionInfoSchema>;
export type TruckSession = z.infer<typeof TruckSessionSchema>;
export type TruckTicketSearchQuery = z.infer<typeof TruckTicketSearchQuerySchema>;
export type TruckPromptPayQr = z.infer<typeof TruckPromptPayQrSchema>;
export type TruckSaleItem = z.infer<typeof TruckSaleItemSchema>;
export type TruckSaleBody = z.infer<typeof TruckSaleBodySchema>;
export type TruckSaleTicket = z.infer<typeof TruckSaleTicketSchema>;
export type TruckSale = z.infer<typeof TruckSaleSchema>;
export type TruckClaimBody = z.infer<typeof TruckClaimBodySchema>;
export type TruckClaim = z.infer<typeof TruckClaimSchema>;
export type TruckOperatorCreateBody = z.infer<typeof TruckOperatorCreateBodySchema>;
export type TruckOperatorUpdateBody = z.infer<typeof TruckOperatorUpdateBodySchema>;
export type TruckOperatorSales = z.infer<typeof TruckOperatorSalesSchema>;
export type DealerTruckOperator = z.infer<typeof DealerTruckOperatorSchema>;
export type DealerTruckSettings = z.infer<typeof DealerTruckSettingsSchema>;
export type DealerTruckSettingsBody = z.infer<typeof DealerTruckSettingsBodySchema>;
export type TruckOperatorPasswordResetBody = z.infer<typeof TruckOperatorPasswordResetBodySchema>;
export type TruckOperatorPasswordReset = z.infer<typeof TruckOperatorPasswordResetSchema>;
/** What a client sends (the API fills in page 1 and 20 a page). */
export type TruckOperatorSalesQuery = { draw_date?: string; page?: number; per_page?: number };
export type TruckOperatorDrawSales = z.infer<typeof TruckOperatorDrawSalesSchema>;
export type TruckOperatorSalesPage = z.infer<typeof TruckOperatorSalesPageSchema>;
export type FoodTruckStop = z.infer<typeof FoodTruckStopSchema>;
export type FoodTruck = z.infer<typeof FoodTruckSchema>;
export type FoodTruckList = z.infer<typeof FoodTruckListSchema>;
