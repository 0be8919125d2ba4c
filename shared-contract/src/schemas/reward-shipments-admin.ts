import { z } from 'zod';
import { CARRIERS, normalizeTracking, trackingFits } from './carriers';
import { idTextSchema } from './primitives';
import { SHIPMENT_STATUSES } from './shipment';

/**
 * The staff's dispatch of rewards: quest rewards (claimed with an address) and point redemptions
 * (sent to the member's address book), one queue paged on the server.
 */

export const REWARD_SHIPMENT_KINDS = ['quest', 'redemption'] as const;
export type RewardShipmentKind = (typeof REWARD_SHIPMENT_KINDS)[number];

export const REWARD_SHIPMENT_KIND_LABELS: Record<RewardShipmentKind, string> = {
  quest: 'ของรางวัลกิจกรรม',
  redemption: 'แลกแต้ม',
};

/** `waiting`: not yet handed to a carrier; `shipped`: on its way or received. */
export const REWARD_SHIPMENT_TABS = ['waiting', 'shipped'] as const;
export type RewardShipmentTab = (typeof REWARD_SHIPMENT_TABS)[number];

export const REWARD_SHIPMENT_TAB_STATUSES = {
  waiting: ['prepare_to_ship', 'courier_received'],
  shipped: ['shipped', 'received'],
} as const satisfies Record<RewardShipmentTab, readonly (typeof SHIPMENT_STATUSES)[number][]>;

export const REWARD_SHIPMENT_MESSAGES = {
  notFound: 'ไม่พบรายการจัดส่งที่ระบุ',
  alreadyShipped: 'รายการนี้จัดส่งไปแล้ว',
  notShippable: 'รายการนี้ถูกยกเลิกแล้ว จัดส่งไม่ได้',
  kind: 'ประเภทรายการต้องเป็นของรางวัลกิจกรรมหรือแลกแต้ม',
  tab: 'สถานะต้องเป็นรอจัดส่งหรือจัดส่งแล้ว',
  page: 'หน้าต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 10000',
  perPage: 'จำนวนต่อหน้าต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 50',
  carrier: 'กรุณาเลือกบริษัทขนส่ง',
  trackingRequired: 'กรุณากรอกเลขพัสดุ',
  trackingFormat: 'เลขพัสดุต้องเป็นตัวอักษรภาษาอังกฤษหรือตัวเลข 8–20 ตัว',
  thailandPostFormat: 'เลขพัสดุไปรษณีย์ไทยต้องเป็นตัวอักษร 2 ตัว ตัวเลข 9 หลัก และลงท้ายด้วย TH เช่น EF123456789TH',
} as const;

export const RewardShipmentListQuerySchema = z.object({
  tab: z.enum(REWARD_SHIPMENT_TABS, { error: REWARD_SHIPMENT_MESSAGES.tab }).default('waiting'),
  kind: z.enum(['all', ...REWARD_SHIPMENT_KINDS], { error: REWARD_SHIPMENT_MESSAGES.kind }).default('all'),
  page: z.coerce
    .number({ error: REWARD_SHIPMENT_MESSAGES.page })
    .int(REWARD_SHIPMENT_MESSAGES.page)
    .min(1, REWARD_SHIPMENT_MESSAGES.page)
    .max(10_000, REWARD_SHIPMENT_MESSAGES.page)
    .default(1),
  per_page: z.coerce
    .number({ error: REWARD_SHIPMENT_MESSAGES.perPage })
    .int(REWARD_SHIPMENT_MESSAGES.perPage)
    .min(1, REWARD_SHIPMENT_MESSAGES.perPage)
    .max(50, REWARD_SHIPMENT_MESSAGES.perPage)
    .default(20),
});
export type RewardShipmentListQuery = z.infer<typeof RewardShipmentListQuerySchema>;
export type RewardShipmentKindFilter = RewardShipmentListQuery['kind'];

export const RewardShipmentParamsSchema = z.object({
  kind: z.enum(REWARD_SHIPMENT_KINDS, { error: REWARD_SHIPMENT_MESSAGES.kind }),
  id: idTextSchema(REWARD_SHIPMENT_MESSAGES.notFound),
});

export const ShipRewardBodySchema = z
  .object({
    carrier: z.enum(CARRIERS, { error: REWARD_SHIPMENT_MESSAGES.carrier }),
    tracking_number: z
      .string({ error: REWARD_SHIPMENT_MESSAGES.trackingRequired })
      .transform(normalizeTracking)
      .pipe(z.string().min(1, REWARD_SHIPMENT_MESSAGES.trackingRequired)),
  })
  .superRefine((body, ctx) => {
    if (!trackingFits(body.carrier, body.tracking_number))
      ctx.addIssue({
        code: 'custom',
        path: ['tracking_number'],
        message:
          body.carrier === 'thailand_post'
            ? REWARD_SHIPMENT_MESSAGES.thailandPostFormat
            : REWARD_SHIPMENT_MESSAGES.trackingFormat,
      });
  });
export type ShipRewardBody = z.input<typeof ShipRewardBodySchema>;

export const ShippingAddressSchema = z.object({
  recipient: z.string(),
  tel: z.string(),
  address: z.string(),
  sub_district: z.string(),
  district: z.string(),
  province: z.string(),
  zip_code: z.string(),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

const InstantSchema = z.iso.datetime({ offset: true });

/** One parcel to send, as the staff list shows it. */
export const RewardShipmentSchema = z.object({
  kind: z.enum(REWARD_SHIPMENT_KINDS),
  id: z.number().int(),
  /** The reward's name (and variant); `source` says where it came from: the quest or the redemption code. */
  item_name: z.string(),
  source: z.string(),
  quantity: z.number().int(),
  member: z.object({ name: z.string(), tel: z.string().nullable() }),
  /** A quest claim's own address; a redemption's is the member's newest address (null: none yet). */
  address: ShippingAddressSchema.nullable(),
  remark: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  created_at: InstantSchema,
  shipped_at: InstantSchema.nullable(),
});
export type RewardShipment = z.infer<typeof RewardShipmentSchema>;
