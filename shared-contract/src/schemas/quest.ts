import { z } from 'zod';
import { SHIPMENT_STATUSES, type ShipmentStatus } from './shipment';
// The address form is a zod/mini schema (the first load has it): its functional omit.
import { omit } from 'zod/mini';
import { ADDRESS_FIELD_LABELS, AddressBodySchema } from './address';
import { idSchema, idTextSchema } from './primitives';

/** Spec §3 Quest activity status, as the member's activity pages name them. */
export const QUEST_ACTIVITY_STATUSES = ['in_progress', 'passed', 'incoming', 'completed', 'waiting'] as const;
export type QuestActivityStatus = (typeof QUEST_ACTIVITY_STATUSES)[number];

export const QUEST_ACTIVITY_STATUS_LABELS: Record<QuestActivityStatus, string> = {
  in_progress: 'อยู่ระหว่างกิจกรรม',
  passed: 'หมดเขตแล้ว',
  incoming: 'เร็วๆ นี้',
  completed: 'สำเร็จ',
  waiting: 'รอลงทะเบียนรับของรางวัล',
};

/** A quest as the admin publishes it: only `active` ones are shown and counted. */
export const QUEST_STATUSES = ['active', 'inactive'] as const;
/** Spec §4: a member's result is active until its reward is claimed, then completed. */
export const QUEST_RESULT_STATUSES = ['active', 'completed'] as const;
/** The first (and for now only) rule: buy a target number of lottery tickets inside the window. */
export const QUEST_RULE_TYPES = ['buy_tickets'] as const;

export const SHIPMENT_STATUS_LABELS: Record<ShipmentStatus, string> = {
  prepare_to_ship: 'กำลังเตรียมจัดส่ง',
  courier_received: 'ขนส่งรับพัสดุแล้ว',
  shipped: 'อยู่ระหว่างจัดส่ง',
  received: 'ได้รับของรางวัลแล้ว',
  cancelled: 'ยกเลิก',
};

export const QUEST_MESSAGES = {
  questNotFound: 'ไม่พบกิจกรรมที่ระบุ',
  rewardNotFound: 'ไม่พบของรางวัลที่ระบุ',
  shipmentNotFound: 'ไม่พบรายการจัดส่งที่ระบุ',
  notReady: 'ยังไม่ผ่านเงื่อนไขของกิจกรรม',
  alreadyClaimed: 'ลงทะเบียนรับของรางวัลนี้แล้ว',
  outOfStock: 'ของรางวัลหมดแล้ว',
  badTransition: 'ไม่สามารถเปลี่ยนสถานะการจัดส่งได้',
  window: 'วันสิ้นสุดต้องอยู่หลังวันเริ่มต้น',
  remarkMax: 'หมายเหตุต้องไม่เกิน 500 ตัวอักษร',
} as const;

const ImageSchema = z.object({ url: z.string() });
const InstantSchema = z.iso.datetime({ offset: true });

export const QuestRuleSchema = z.object({
  id: z.number().int(),
  type: z.enum(QUEST_RULE_TYPES),
  target: z.number().int().positive(),
});

export const QuestRewardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: ImageSchema,
  stock: z.number().int().min(0),
});

export const QuestResultSchema = z.object({
  id: z.number().int(),
  value: z.number().int().min(0),
  status: z.enum(QUEST_RESULT_STATUSES),
});

/** Spec §3 Quest, with the member's own result (none until their first counted ticket). */
export const QuestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: ImageSchema,
  started_at: InstantSchema,
  ended_at: InstantSchema,
  status: z.enum(QUEST_STATUSES),
  activity_status: z.enum(QUEST_ACTIVITY_STATUSES),
  quest_rules: z.array(QuestRuleSchema),
  quest_rewards: z.array(QuestRewardSchema),
  quest_results: z.array(QuestResultSchema),
  /** The member's shipment of this quest's reward, once claimed. */
  shipment_id: z.number().int().nullable(),
});

/** Spec §5 reward address form: the address form's rules without its name, plus a remark. */
export const RewardClaimBodySchema = z.object({
  ...omit(AddressBodySchema, { name: true }).shape,
  remark: z
    .string()
    .trim()
    .max(500, QUEST_MESSAGES.remarkMax)
    .nullish()
    .transform((value) => value || null),
  quest_reward_id: idSchema(QUEST_MESSAGES.rewardNotFound),
});

export const REWARD_CLAIM_FIELD_LABELS = {
  recipient: ADDRESS_FIELD_LABELS.recipient,
  tel: ADDRESS_FIELD_LABELS.tel,
  address: ADDRESS_FIELD_LABELS.address,
  sub_district: ADDRESS_FIELD_LABELS.sub_district,
  district: ADDRESS_FIELD_LABELS.district,
  province: ADDRESS_FIELD_LABELS.province,
  zip_code: ADDRESS_FIELD_LABELS.zip_code,
  remark: 'หมายเหตุ',
} as const;
export type RewardClaimField = keyof typeof REWARD_CLAIM_FIELD_LABELS;

export const ShipmentLogSchema = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  created_at: InstantSchema,
});

/** Spec §3 Reward-claim payload as stored, with the parcel's progress. */
export const ShipmentSchema = z.object({
  id: z.number().int(),
  quest_id: z.number().int(),
  quest_name: z.string(),
  reward: z.object({ id: z.number().int(), name: z.string(), image: ImageSchema }),
  recipient: z.string(),
  tel: z.string(),
  address: z.string(),
  sub_district: z.string(),
  district: z.string(),
  province: z.string(),
  zip_code: z.string(),
  remark: z.string().nullable(),
  status: z.enum(SHIPMENT_STATUSES),
  carrier: z.string().nullable(),
  tracking_number: z.string().nullable(),
  created_at: InstantSchema,
  logs: z.array(ShipmentLogSchema),
});

export const IdParamsSchema = z.object({
  id: idTextSchema(QUEST_MESSAGES.questNotFound),
});

/** Admin: a new quest with its rule and rewards. */
export const AdminQuestBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    description: z.string().trim().max(5000).default(''),
    image_url: z.string().trim().max(500).default(''),
    started_at: InstantSchema,
    ended_at: InstantSchema,
    status: z.enum(QUEST_STATUSES).default('active'),
    target: z.number().int().positive().max(10_000),
    rewards: z
      .array(
        z.object({
          name: z.string().trim().min(1).max(200),
          description: z.string().trim().max(5000).default(''),
          image_url: z.string().trim().max(500).default(''),
          stock: z.number().int().min(0).max(1_000_000),
        }),
      )
      .min(1)
      .max(10),
  })
  .refine((q) => Date.parse(q.ended_at) > Date.parse(q.started_at), {
    path: ['ended_at'],
    message: QUEST_MESSAGES.window,
  });

/** Admin: edit a quest's own fields (its rule's target too); what is left out stays. */
export const AdminQuestPatchSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().max(5000).optional(),
  image_url: z.string().trim().max(500).optional(),
  started_at: InstantSchema.optional(),
  ended_at: InstantSchema.optional(),
  status: z.enum(QUEST_STATUSES).optional(),
  target: z.number().int().positive().max(10_000).optional(),
});

/** Admin: edit a reward (stock is set, not added). */
export const AdminRewardPatchSchema = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().trim().max(5000).optional(),
  image_url: z.string().trim().max(500).optional(),
  stock: z.number().int().min(0).max(1_000_000).optional(),
});

/** Admin: move a shipment along; carrier and tracking number go with `shipped`. */
export const AdminShipmentStatusBodySchema = z.object({
  status: z.enum(SHIPMENT_STATUSES),
  carrier: z.string().trim().min(1).max(100).optional(),
  tracking_number: z.string().trim().min(1).max(100).optional(),
});

export type Quest = z.infer<typeof QuestSchema>;
export type QuestRule = z.infer<typeof QuestRuleSchema>;
export type QuestReward = z.infer<typeof QuestRewardSchema>;
export type QuestResult = z.infer<typeof QuestResultSchema>;
export type RewardClaimBody = z.input<typeof RewardClaimBodySchema>;
export type Shipment = z.infer<typeof ShipmentSchema>;
export type ShipmentLog = z.infer<typeof ShipmentLogSchema>;
export type AdminQuestBody = z.input<typeof AdminQuestBodySchema>;
