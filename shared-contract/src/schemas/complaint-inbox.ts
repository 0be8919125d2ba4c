import { z } from 'zod';
import { ComplaintTopicSchema } from './complaint';

/**
 * The staff's complaints inbox (`/admin/v1/complaints`) and the filer's status check
 * (`/public/v3/complaints/:code`): a complaint is new until someone opens it, then read, then
 * answered (the filer reads the answer), then closed.
 */

export const COMPLAINT_STATUSES = ['new', 'read', 'answered', 'closed'] as const;
export const ComplaintStatusSchema = z.enum(COMPLAINT_STATUSES);
export type ComplaintStatus = z.infer<typeof ComplaintStatusSchema>;

export const COMPLAINT_STATUS_LABELS: Record<ComplaintStatus, string> = {
  new: 'ใหม่',
  read: 'อ่านแล้ว',
  answered: 'ตอบแล้ว',
  closed: 'ปิดแล้ว',
};

export const COMPLAINT_INBOX_LIMITS = { answerMin: 2, answerMax: 2000, searchMax: 60 } as const;

export const COMPLAINT_INBOX_MESSAGES = {
  notFound: 'ไม่พบเรื่องร้องเรียนนี้',
  answerRequired: 'กรุณาพิมพ์คำตอบ',
  answerTooShort: `คำตอบต้องมีอย่างน้อย ${COMPLAINT_INBOX_LIMITS.answerMin} ตัวอักษร`,
  answerTooLong: `คำตอบต้องไม่เกิน ${COMPLAINT_INBOX_LIMITS.answerMax.toLocaleString('en-US')} ตัวอักษร`,
  alreadyAnswered: 'เรื่องนี้มีเจ้าหน้าที่ตอบไปแล้ว กรุณาโหลดหน้าใหม่เพื่อดูคำตอบล่าสุด',
  alreadyClosed: 'เรื่องนี้ปิดไปแล้ว',
  statusInvalid: 'สถานะต้องเป็น ใหม่ อ่านแล้ว ตอบแล้ว หรือปิดแล้ว',
  searchTooLong: `คำค้นหาต้องไม่เกิน ${COMPLAINT_INBOX_LIMITS.searchMax} ตัวอักษร`,
  codeInvalid: 'รหัสอ้างอิงไม่ถูกต้อง ตัวอย่างเช่น CP20261121K7Q4M',
  lookupNotFound: 'ไม่พบเรื่องร้องเรียนตามรหัสอ้างอิงนี้ กรุณาตรวจสอบรหัสอีกครั้ง',
  tooManyLookups: 'ตรวจสอบสถานะบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
} as const;

/** The code a filer is given: `CP`, the Bangkok day, five characters (see complaint-code.ts). */
export const COMPLAINT_CODE_PATTERN = /^CP\d{8}[2-9A-HJ-NP-Z]{5}$/;

/** A code as typed: spaces dropped, upper case, then it must look like one. */
export const ComplaintCodeSchema = z
  .string({ error: COMPLAINT_INBOX_MESSAGES.codeInvalid })
  .transform((text) => text.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(COMPLAINT_CODE_PATTERN, COMPLAINT_INBOX_MESSAGES.codeInvalid));

/** `?status=&q=&page=&per_page=`: the inbox's filter, search and page. */
export const ComplaintListQuerySchema = z.object({
  status: z.enum(COMPLAINT_STATUSES, COMPLAINT_INBOX_MESSAGES.statusInvalid).optional(),
  q: z
    .string()
    .trim()
    .max(COMPLAINT_INBOX_LIMITS.searchMax, COMPLAINT_INBOX_MESSAGES.searchTooLong)
    .optional()
    .transform((q) => q || undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
});
export type ComplaintListQuery = z.input<typeof ComplaintListQuerySchema>;

/** The CSV export takes the same filter and search, without the page. */
export const ComplaintExportQuerySchema = ComplaintListQuerySchema.pick({ status: true, q: true });

/** A line of the inbox: enough to pick which to open. */
export const ComplaintRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  status: ComplaintStatusSchema,
  topic: ComplaintTopicSchema,
  name: z.string(),
  tel: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  answered_at: z.iso.datetime({ offset: true }).nullable(),
});
export type ComplaintRow = z.infer<typeof ComplaintRowSchema>;

/** One complaint opened by staff: everything the filer sent, the answer and who did what when. */
export const ComplaintDetailSchema = ComplaintRowSchema.extend({
  email: z.string().nullable(),
  store_code: z.string().nullable(),
  message: z.string(),
  /** Whether a logged-in member filed it (then they get a notice of the answer). */
  member: z.boolean(),
  answer: z.string().nullable(),
  answered_by: z.string().nullable(),
  read_at: z.iso.datetime({ offset: true }).nullable(),
  closed_at: z.iso.datetime({ offset: true }).nullable(),
  closed_by: z.string().nullable(),
});
export type ComplaintDetail = z.infer<typeof ComplaintDetailSchema>;

/** `POST /admin/v1/complaints/:id/answer`: the Thai text the filer reads. */
export const ComplaintAnswerBodySchema = z.object({
  answer: z
    .string({ error: COMPLAINT_INBOX_MESSAGES.answerRequired })
    .trim()
    .min(1, COMPLAINT_INBOX_MESSAGES.answerRequired)
    .min(COMPLAINT_INBOX_LIMITS.answerMin, COMPLAINT_INBOX_MESSAGES.answerTooShort)
    .max(COMPLAINT_INBOX_LIMITS.answerMax, COMPLAINT_INBOX_MESSAGES.answerTooLong),
});
export type ComplaintAnswerBody = z.input<typeof ComplaintAnswerBodySchema>;

/**
 * What anyone holding the code sees (`GET /public/v3/complaints/:code`): where it stands and the
 * answer, never who filed it, their contact or what they wrote.
 */
export const ComplaintStatusViewSchema = z.object({
  code: z.string(),
  topic: ComplaintTopicSchema,
  status: ComplaintStatusSchema,
  created_at: z.iso.datetime({ offset: true }),
  answer: z.string().nullable(),
  answered_at: z.iso.datetime({ offset: true }).nullable(),
  closed_at: z.iso.datetime({ offset: true }).nullable(),
});
export type ComplaintStatusView = z.infer<typeof ComplaintStatusViewSchema>;
