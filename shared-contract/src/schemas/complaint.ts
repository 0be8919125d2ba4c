import { z } from 'zod';
import { validationMessage } from '../validation/messages';
import { PHONE_MESSAGE, requiredPhone, requiredText } from '../validation/text-rules';

/** Thai labels of the /complain form fields. */
export const COMPLAINT_FIELD_LABELS = {
  name: 'ชื่อ-นามสกุล',
  tel: 'เบอร์โทรศัพท์',
  email: 'อีเมล',
  topic: 'หัวข้อ',
  store_code: 'รหัสร้านค้า',
  message: 'รายละเอียด',
} as const;

/** What a complaint is about; the form offers these in this order. */
export const COMPLAINT_TOPICS = {
  order: 'การสั่งซื้อและการชำระเงิน',
  dealer: 'ร้านค้าหรือตัวแทนจำหน่าย',
  prize: 'การรับเงินรางวัล',
  website: 'การใช้งานเว็บไซต์',
  other: 'อื่น ๆ',
} as const;

export const ComplaintTopicSchema = z.enum(
  Object.keys(COMPLAINT_TOPICS) as [keyof typeof COMPLAINT_TOPICS, ...(keyof typeof COMPLAINT_TOPICS)[]],
  { error: validationMessage('required', { field: COMPLAINT_FIELD_LABELS.topic }) },
);

export const COMPLAINT_MESSAGE_MIN = 10;
export const COMPLAINT_MESSAGE_MAX = 2000;

export const COMPLAINT_MESSAGES = {
  tel: PHONE_MESSAGE,
  success: 'ส่งเรื่องร้องเรียนเรียบร้อยแล้ว เจ้าหน้าที่จะติดต่อกลับภายใน 3 วันทำการ',
  failed: 'ไม่สามารถส่งเรื่องร้องเรียนได้',
  tooMany: 'ส่งเรื่องร้องเรียนบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่',
} as const;

type Field = keyof typeof COMPLAINT_FIELD_LABELS;

const text = (field: Field, min: number, max: number) =>
  requiredText(COMPLAINT_FIELD_LABELS[field], { min, max });

/** An optional text: empty or missing becomes null, anything else must pass `schema`. */
function optional(schema: z.ZodType<string, string>) {
  return z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim() || null)
    .pipe(schema.nullable());
}

/** POST /public/v3/complaints: the /complain form; visitors and members may both send it. */
export const ComplaintBodySchema = z.object({
  name: text('name', 2, 100),
  tel: requiredPhone(COMPLAINT_FIELD_LABELS.tel),
  email: optional(z.email(validationMessage('email', { field: COMPLAINT_FIELD_LABELS.email })).max(120)),
  topic: ComplaintTopicSchema,
  store_code: optional(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{2,40}$/, validationMessage('url', { field: COMPLAINT_FIELD_LABELS.store_code })),
  ),
  message: text('message', COMPLAINT_MESSAGE_MIN, COMPLAINT_MESSAGE_MAX),
});

/** The answer: a reference the visitor can quote when the team calls back. */
export const ComplaintReceiptSchema = z.object({
  code: z.string(),
  created_at: z.iso.datetime({ offset: true }),
});

export type ComplaintTopic = z.infer<typeof ComplaintTopicSchema>;
export type ComplaintBody = z.input<typeof ComplaintBodySchema>;
export type ComplaintReceipt = z.infer<typeof ComplaintReceiptSchema>;
