import { z } from 'zod';
import { IdSchema, IsoDateSchema } from './primitives';

/** Prayer (wish) projects: members ask, others join in prayer ('ร่วมอธิษฐาน'). */

export const PRAY_STATUSES = ['draft', 'pending_review', 'published', 'closed', 'rejected'] as const;
export const PrayStatusSchema = z.enum(PRAY_STATUSES);
export type PrayStatus = z.infer<typeof PrayStatusSchema>;

export const PRAY_STATUS_LABELS: Record<PrayStatus, string> = {
  draft: 'ฉบับร่าง',
  pending_review: 'รอตรวจสอบ',
  published: 'เผยแพร่แล้ว',
  closed: 'ปิดแล้ว',
  rejected: 'ไม่อนุมัติ',
};

export const PRAY_CATEGORIES = ['fortune', 'health', 'family', 'career', 'study', 'love', 'merit'] as const;
export const PrayCategorySchema = z.enum(PRAY_CATEGORIES, { error: 'กรุณาเลือกหมวดหมู่' });
export type PrayCategory = z.infer<typeof PrayCategorySchema>;

export const PRAY_CATEGORY_LABELS: Record<PrayCategory, string> = {
  fortune: 'โชคลาภ',
  health: 'สุขภาพ',
  family: 'ครอบครัว',
  career: 'การงาน',
  study: 'การเรียน',
  love: 'ความรัก',
  merit: 'ทำบุญ',
};

/** List orders of the /ขอพร page. */
export const PRAY_SORTS = ['featured', 'newest', 'supported', 'closing'] as const;
export const PraySortSchema = z.enum(PRAY_SORTS);
export type PraySort = z.infer<typeof PraySortSchema>;

export const PRAY_LIMITS = {
  titleMax: 120,
  storyMax: 20_000,
  targetMax: 1_000_000,
  picturesMax: 8,
  pictureMaxBytes: 5 * 1024 * 1024,
  updateTitleMax: 120,
  updateBodyMax: 5_000,
  rejectReasonMax: 500,
  queryMax: 100,
} as const;

/**
 * A list counts at most this many matches past the page's start: `meta.total` is exact when fewer
 * remain, else a lower bound (shown with a '+'); ten pages of twelve.
 */
export const PRAY_COUNT_AHEAD = 120;

/** Whether `meta.total` is only 'at least' (the count stopped at PRAY_COUNT_AHEAD). */
export function isTotalCapped(meta: { page: number; per_page: number; total: number }): boolean {
  return meta.total - (meta.page - 1) * meta.per_page >= PRAY_COUNT_AHEAD;
}

export const PRAY_PICTURE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PRAY_MESSAGES = {
  titleRequired: 'กรุณากรอกชื่อคำขอพร',
  titleTooLong: `ชื่อคำขอพรต้องไม่เกิน ${PRAY_LIMITS.titleMax} ตัวอักษร`,
  storyTooLong: 'เรื่องราวยาวเกินไป',
  storyRequired: 'กรุณาเล่าเรื่องราวของคำขอพร',
  targetInvalid: `จำนวนผู้ร่วมอธิษฐานเป้าหมายต้องเป็นจำนวนเต็ม 1 ถึง ${PRAY_LIMITS.targetMax.toLocaleString('en-US')}`,
  datesInvalid: 'วันสิ้นสุดต้องไม่ก่อนวันเริ่มต้น',
  pictureBadType: 'รูปภาพต้องเป็นไฟล์ JPEG, PNG หรือ WebP',
  pictureTooLarge: 'รูปภาพต้องมีขนาดไม่เกิน 5 MB',
  pictureRequired: 'กรุณาเลือกรูปภาพ',
  picturesFull: `อัปโหลดรูปภาพได้ไม่เกิน ${PRAY_LIMITS.picturesMax} รูป`,
  coverRequired: 'กรุณาเพิ่มรูปภาพอย่างน้อย 1 รูป',
  notFound: 'ไม่พบคำขอพรนี้',
  notOwner: 'คุณไม่ใช่เจ้าของคำขอพรนี้',
  notEditable: 'คำขอพรนี้แก้ไขไม่ได้ในสถานะปัจจุบัน',
  notPublished: 'คำขอพรนี้ยังไม่เปิดให้ร่วมอธิษฐาน',
  notPending: 'คำขอพรนี้ไม่ได้อยู่ในสถานะรอตรวจสอบ',
  reasonRequired: 'กรุณาระบุเหตุผลที่ไม่อนุมัติ',
  updateTitleRequired: 'กรุณากรอกหัวข้อข่าว',
  updateBodyRequired: 'กรุณากรอกรายละเอียดข่าว',
  updateNotFound: 'ไม่พบข่าวนี้',
} as const;

/** What a prayer picture picker lets through before the upload, with the API's own words. */
export const PRAY_PICTURE_RULES = {
  types: PRAY_PICTURE_MIME_TYPES,
  maxBytes: PRAY_LIMITS.pictureMaxBytes,
  messages: { badType: PRAY_MESSAGES.pictureBadType, tooLarge: PRAY_MESSAGES.pictureTooLarge },
} as const;

const titleField = z
  .string({ error: PRAY_MESSAGES.titleRequired })
  .trim()
  .min(1, PRAY_MESSAGES.titleRequired)
  .max(PRAY_LIMITS.titleMax, PRAY_MESSAGES.titleTooLong);

/** Wizard step 'basics'; every field optional so each step saves as a draft. */
export const PrayBasicsBodySchema = z.object({
  title: titleField,
  category: PrayCategorySchema,
  target_supporters: z
    .number({ error: PRAY_MESSAGES.targetInvalid })
    .int(PRAY_MESSAGES.targetInvalid)
    .min(1, PRAY_MESSAGES.targetInvalid)
    .max(PRAY_LIMITS.targetMax, PRAY_MESSAGES.targetInvalid),
  starts_on: IsoDateSchema,
  ends_on: IsoDateSchema,
});

/** One draft save: any step's fields. The story is HTML the server sanitises. */
export const PrayDraftBodySchema = PrayBasicsBodySchema.partial()
  .extend({
    story: z.string().max(PRAY_LIMITS.storyMax, PRAY_MESSAGES.storyTooLong).optional(),
    cover_picture_id: z.nullable(IdSchema).optional(),
  })
  .refine((b) => !b.starts_on || !b.ends_on || b.starts_on <= b.ends_on, {
    message: PRAY_MESSAGES.datesInvalid,
    path: ['ends_on'],
  });
export type PrayDraftBody = z.infer<typeof PrayDraftBodySchema>;

export const PrayPictureSchema = z.object({
  id: z.number().int(),
  /** Web size (at most 1200 px wide) and thumbnail (480 px), both WebP. */
  url: z.string(),
  thumb_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type PrayPicture = z.infer<typeof PrayPictureSchema>;

export const PrayProjectSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  category: PrayCategorySchema.nullable(),
  status: PrayStatusSchema,
  cover: PrayPictureSchema.nullable(),
  target_supporters: z.number().int().nullable(),
  supporters_count: z.number().int().min(0),
  starts_on: z.nullable(IsoDateSchema),
  ends_on: z.nullable(IsoDateSchema),
  owner_name: z.string(),
  /** A plain-text start of the story for cards. */
  excerpt: z.string(),
  featured: z.boolean(),
  published_at: z.string().nullable(),
});
export type PrayProjectSummary = z.infer<typeof PrayProjectSummarySchema>;

export const PrayProjectSchema = PrayProjectSummarySchema.extend({
  /** Sanitised HTML: only formatting tags, links http(s) only. */
  story: z.string(),
  pictures: z.array(PrayPictureSchema),
  reject_reason: z.string().nullable(),
  updates_count: z.number().int().min(0),
  is_owner: z.boolean(),
});
export type PrayProject = z.infer<typeof PrayProjectSchema>;

export const PrayListQuerySchema = z.object({
  q: z.string().trim().max(PRAY_LIMITS.queryMax, 'คำค้นหายาวเกินไป').optional(),
  category: PrayCategorySchema.optional(),
  sort: PraySortSchema.default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(50).default(12),
});
/** What the browser sends (the server fills the defaults). */
export interface PrayListQuery {
  q?: string;
  category?: PrayCategory;
  sort?: PraySort;
  page?: number;
  per_page?: number;
}

export const PrayVoteStateSchema = z.object({
  voted: z.boolean(),
  supporters_count: z.number().int().min(0),
});
export type PrayVoteState = z.infer<typeof PrayVoteStateSchema>;

export const PraySupporterSchema = z.object({
  name: z.string(),
  voted_at: z.string(),
});
export type PraySupporter = z.infer<typeof PraySupporterSchema>;

export const PrayUpdateBodySchema = z.object({
  title: z
    .string({ error: PRAY_MESSAGES.updateTitleRequired })
    .trim()
    .min(1, PRAY_MESSAGES.updateTitleRequired)
    .max(PRAY_LIMITS.updateTitleMax, PRAY_MESSAGES.updateTitleRequired),
  body: z
    .string({ error: PRAY_MESSAGES.updateBodyRequired })
    .trim()
    .min(1, PRAY_MESSAGES.updateBodyRequired)
    .max(PRAY_LIMITS.updateBodyMax, PRAY_MESSAGES.updateBodyRequired),
  picture_ids: z.array(IdSchema).max(PRAY_LIMITS.picturesMax).default([]),
});
export type PrayUpdateBody = z.input<typeof PrayUpdateBodySchema>;

export const PrayUpdateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Sanitised HTML, like the story. */
  body: z.string(),
  pictures: z.array(PrayPictureSchema),
  created_at: z.string(),
});
export type PrayUpdate = z.infer<typeof PrayUpdateSchema>;

export const PrayRejectBodySchema = z.object({
  reason: z
    .string({ error: PRAY_MESSAGES.reasonRequired })
    .trim()
    .min(1, PRAY_MESSAGES.reasonRequired)
    .max(PRAY_LIMITS.rejectReasonMax, PRAY_MESSAGES.reasonRequired),
});

/** §9: the donation amount is the first setting value, showSoldOutNumber the third. */
export const PraySettingsSchema = z.object({
  donation_amount: z.number().int().min(0),
  show_sold_out_number: z.boolean(),
});
export type PraySettings = z.infer<typeof PraySettingsSchema>;
