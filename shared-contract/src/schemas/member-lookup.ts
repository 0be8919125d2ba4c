import { z } from 'zod';
import { OrderStatusSchema } from './order';
import { ShopOrderStageSchema } from './shop-admin';
import { SHIPMENT_STATUSES } from './shipment';

/**
 * Support's read-only look-up of one member (`GET /admin/v1/member-lookup?tel=`): who they are and
 * their latest lottery orders, shop purchases and reward parcels, for answering a member's call.
 */

export const MEMBER_LOOKUP_MESSAGES = {
  telInvalid: 'กรุณากรอกเบอร์โทรศัพท์ 10 หลักของสมาชิก เช่น 081 234 5678',
  notFound: 'ไม่พบสมาชิกที่ใช้เบอร์โทรศัพท์นี้',
} as const;

/** How many of each the look-up lists, newest first: the calls support answers are about these. */
export const MEMBER_LOOKUP_LIST_SIZE = 20;

/** A Thai phone number as typed (spaces, dashes, +66 allowed), as its 10 digits. */
export const MemberLookupQuerySchema = z.object({
  tel: z
    .string({ error: MEMBER_LOOKUP_MESSAGES.telInvalid })
    .max(20, MEMBER_LOOKUP_MESSAGES.telInvalid)
    .transform((text) => text.replace(/[\s-]/g, '').replace(/^\+66(?=\d{9}$)/, '0'))
    .pipe(z.string().regex(/^0\d{9}$/, MEMBER_LOOKUP_MESSAGES.telInvalid)),
});

export const MemberLookupSchema = z.object({
  data: z.object({
    member: z.object({ id: z.number(), name: z.string(), tel: z.string(), joined_at: z.string() }),
    lottery_orders: z.array(
      z.object({
        code: z.string(),
        store_name: z.string(),
        draw_date: z.string(),
        status: OrderStatusSchema,
        ticket_count: z.number(),
        total_amount: z.number(),
        created_at: z.string(),
      }),
    ),
    shop_purchases: z.array(
      z.object({
        code: z.string(),
        stage: ShopOrderStageSchema.nullable(),
        status: OrderStatusSchema,
        total_amount: z.number(),
        created_at: z.string(),
        parcels: z.array(z.object({ carrier: z.string().nullable(), tracking_no: z.string().nullable() })),
      }),
    ),
    reward_parcels: z.array(
      z.object({
        id: z.number(),
        reward_name: z.string(),
        status: z.enum(SHIPMENT_STATUSES),
        carrier: z.string().nullable(),
        tracking_number: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
  }),
});
export type MemberLookup = z.infer<typeof MemberLookupSchema>['data'];
