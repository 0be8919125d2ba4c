// zod/mini: the shell reads the unread count on a member's first load (ADR 002).
import { z } from 'zod/mini';

/**
 * What a notice tells a member: a win, a slip checked, a purchase or a reward on its way, a
 * prayer project decided, a complaint answered, a prize claim's next step. One kind per event a member should hear of
 * without opening its page.
 */
export const NOTICE_KINDS = [
  'win',
  'slip-confirmed',
  'slip-refused',
  'purchase-shipped',
  'purchase-cancelled',
  'reward-shipped',
  'pray-approved',
  'pray-refused',
  'complaint-answered',
  'prize-claim',
] as const;
export const NoticeKindSchema = z.enum(NOTICE_KINDS);

/** A notice in the member's list (the user menu's), newest first. */
export const NoticeSchema = z.object({
  id: z.number().check(z.int(), z.gte(1)),
  kind: NoticeKindSchema,
  /** One Thai line, e.g. 'ร้านค้ายืนยันสลิปคำสั่งซื้อ SH-0001 แล้ว'. */
  title: z.string(),
  /** More detail, e.g. the reason a slip was refused or the tracking number; may be empty. */
  body: z.string(),
  /** The page it is about, a same-site path. */
  link: z.nullable(z.string()),
  created_at: z.string(),
  read: z.boolean(),
});

/** The latest notices and how many are unread (the user menu's badge). */
export const NoticeListSchema = z.object({
  data: z.array(NoticeSchema),
  unread: z.number().check(z.int(), z.gte(0)),
});

/** Marks as read every notice up to and including `up_to` (the newest the member has seen). */
export const NoticesReadBodySchema = z.object({
  up_to: z.number().check(z.int(), z.gte(1), z.lte(2_147_483_647)),
});

export type NoticeKind = z.infer<typeof NoticeKindSchema>;
export type Notice = z.infer<typeof NoticeSchema>;
export type NoticeList = z.infer<typeof NoticeListSchema>;
