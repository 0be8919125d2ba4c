import { z } from 'zod';
import { PRAY_LIMITS, PrayProjectSchema, PrayUpdateSchema, type PrayStatus } from './pray';

/** A project as the staff review queue shows it: the whole project and when it was started. */
export const PrayReviewProjectSchema = PrayProjectSchema.extend({
  created_at: z.string(),
  /** Who wrote it (their history is one click away) and when it was last sent for review. */
  owner_id: z.number().int(),
  submitted_at: z.string(),
});
export type PrayReviewProject = z.infer<typeof PrayReviewProjectSchema>;

/** The statuses the review page lists: the queue, then what was decided. */
export const PRAY_REVIEW_STATUSES = [
  'pending_review',
  'published',
  'rejected',
] as const satisfies readonly PrayStatus[];
export type PrayReviewStatus = (typeof PRAY_REVIEW_STATUSES)[number];

/** Where news stands: waiting, refused (the owner fixes and sends again) or published. */
export const PRAY_UPDATE_STATUSES = ['pending_review', 'published', 'rejected'] as const;
export const PrayUpdateStatusSchema = z.enum(PRAY_UPDATE_STATUSES);
export type PrayUpdateStatus = z.infer<typeof PrayUpdateStatusSchema>;

export const PRAY_UPDATE_STATUS_LABELS: Record<PrayUpdateStatus, string> = {
  pending_review: 'รอตรวจสอบ',
  published: 'เผยแพร่แล้ว',
  rejected: 'ไม่อนุมัติ',
};

/** News as its owner and the reviewers see it: its review state and, if hidden, why. */
export const PrayOwnUpdateSchema = PrayUpdateSchema.extend({
  status: PrayUpdateStatusSchema,
  reject_reason: z.string().nullable(),
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
});
export type PrayOwnUpdate = z.infer<typeof PrayOwnUpdateSchema>;

/** News in the review queue, with the project it belongs to and who wrote it. */
export const PrayReviewUpdateSchema = PrayOwnUpdateSchema.extend({
  project_id: z.number().int(),
  project_slug: z.string(),
  project_title: z.string(),
  owner_id: z.number().int(),
  owner_name: z.string(),
  submitted_at: z.string(),
});
export type PrayReviewUpdate = z.infer<typeof PrayReviewUpdateSchema>;

/** A reviewer hides published news: the reason is shown to its owner. */
export const PrayHideBodySchema = z.object({
  reason: z
    .string({ error: 'กรุณาระบุเหตุผลที่ซ่อนข่าว' })
    .trim()
    .min(1, 'กรุณาระบุเหตุผลที่ซ่อนข่าว')
    .max(PRAY_LIMITS.rejectReasonMax, `เหตุผลต้องไม่เกิน ${PRAY_LIMITS.rejectReasonMax} ตัวอักษร`),
});

export const PRAY_DECISIONS = ['approved', 'refused', 'hidden', 'unhidden'] as const;
export const PrayDecisionSchema = z.enum(PRAY_DECISIONS);
export type PrayDecision = z.infer<typeof PrayDecisionSchema>;

export const PRAY_DECISION_LABELS: Record<PrayDecision, string> = {
  approved: 'อนุมัติ',
  refused: 'ไม่อนุมัติ',
  hidden: 'ซ่อนข่าว',
  unhidden: 'เลิกซ่อนข่าว',
};

/** One earlier decision on the author's project or news. */
export const PrayDecisionEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['project', 'update']),
  project_id: z.number().int(),
  update_id: z.number().int().nullable(),
  title: z.string(),
  decision: PrayDecisionSchema,
  reason: z.string().nullable(),
  decided_at: z.string(),
});
export type PrayDecisionEntry = z.infer<typeof PrayDecisionEntrySchema>;

/** What a reviewer reads of an author before deciding: their projects, news and past decisions. */
export const PrayAuthorHistorySchema = z.object({
  owner_id: z.number().int(),
  owner_name: z.string(),
  projects: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      status: PrayProjectSchema.shape.status,
      reject_reason: z.string().nullable(),
    }),
  ),
  updates: z.array(
    z.object({
      id: z.number().int(),
      project_id: z.number().int(),
      project_title: z.string(),
      title: z.string(),
      status: PrayUpdateStatusSchema,
      reject_reason: z.string().nullable(),
      hidden: z.boolean(),
      hidden_reason: z.string().nullable(),
    }),
  ),
  decisions: z.array(PrayDecisionEntrySchema),
});
export type PrayAuthorHistory = z.infer<typeof PrayAuthorHistorySchema>;
