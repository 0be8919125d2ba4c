// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { validationMessage } from '../validation/messages';
import { idTextSchema } from './primitives';
import { PHONE_MESSAGE, requiredDigits, requiredPhone, requiredText } from '../validation/text-rules';

/** Spec §5: most addresses a member may keep. */
export const MAX_ADDRESSES = 20;

/** Thai labels of the address form fields (spec §5 address form). */
export const ADDRESS_FIELD_LABELS = {
  name: 'ชื่อที่อยู่',
  recipient: 'ชื่อผู้รับ',
  tel: 'เบอร์โทรศัพท์',
  address: 'ที่อยู่',
  sub_district: 'ตำบล/แขวง',
  district: 'อำเภอ/เขต',
  province: 'จังหวัด',
  zip_code: 'รหัสไปรษณีย์',
} as const;

export type AddressField = keyof typeof ADDRESS_FIELD_LABELS;

export const ADDRESS_MESSAGES = {
  tel: PHONE_MESSAGE,
  zipCode: 'รหัสไปรษณีย์ต้องเป็นตัวเลข 5 หลัก',
  tooMany: `บันทึกที่อยู่ได้ไม่เกิน ${MAX_ADDRESSES} รายการ`,
  notFound: 'ไม่พบที่อยู่ที่ระบุ',
  queryTooShort: 'กรุณากรอกคำค้นหาอย่างน้อย 2 ตัวอักษร',
} as const;

// The saved address as the API answers it (what a member carries) is in address-record.ts, which
// the first load imports alone; the form's schemas below are built only where they are used.
export { AddressSchema, type Address } from './address-record';

const text = (field: AddressField, max: number) => requiredText(ADDRESS_FIELD_LABELS[field], { max });
const digits = (field: AddressField, pattern: RegExp, message: string) =>
  requiredDigits(ADDRESS_FIELD_LABELS[field], pattern, message);

/** POST and PUT /api/public/v1/members/addresses: every field is required (spec §5). */
export const AddressBodySchema = z.object({
  name: text('name', 100),
  recipient: text('recipient', 100),
  address: text('address', 255),
  sub_district: text('sub_district', 100),
  district: text('district', 100),
  province: text('province', 100),
  zip_code: digits('zip_code', /^\d{5}$/, ADDRESS_MESSAGES.zipCode),
  tel: requiredPhone(ADDRESS_FIELD_LABELS.tel),
});

export const AddressIdParamsSchema = z.object({ id: idTextSchema(ADDRESS_MESSAGES.notFound) });

/** One place of the Thai address book: what an autocomplete suggestion fills in together. */
export const ThaiAddressSchema = z.object({
  sub_district: z.string(),
  district: z.string(),
  province: z.string(),
  zip_code: z.string(),
});

/** Most suggestions one search answers. */
export const THAI_ADDRESS_SEARCH_LIMIT = 20;

/** GET /api/public/v1/thai-addresses?q=: Thai names (sub-district, district, province) or a zip code. */
export const ThaiAddressQuerySchema = z.object({
  q: z
    .string({ error: ADDRESS_MESSAGES.queryTooShort })
    .check(
      z.trim(),
      z.minLength(2, ADDRESS_MESSAGES.queryTooShort),
      z.maxLength(100, validationMessage('max', { field: 'คำค้นหา', length: 100 })),
    ),
});

export type AddressBody = z.input<typeof AddressBodySchema>;
export type ThaiAddress = z.infer<typeof ThaiAddressSchema>;
