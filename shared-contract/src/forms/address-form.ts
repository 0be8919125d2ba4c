import {
  ADDRESS_FIELD_LABELS,
  AddressBodySchema,
  type Address,
  type AddressField,
} from '@chokdee/shared-contract/schemas/address';
import { fieldErrorsFromZod, type FieldErrors } from './field-errors';

export type AddressValues = Record<AddressField, string>;

export const ADDRESS_FIELDS = Object.keys(ADDRESS_FIELD_LABELS) as AddressField[];

export function addressValues(address?: Address | null): AddressValues {
  return {
    name: address?.name ?? '',
    recipient: address?.recipient ?? '',
    tel: address?.tel ?? '',
    address: address?.address ?? '',
    sub_district: address?.sub_district ?? '',
    district: address?.district ?? '',
    province: address?.province ?? '',
    zip_code: address?.zip_code ?? '',
  };
}

export type AddressCheck =
  { ok: true; body: AddressValues } | { ok: false; errors: FieldErrors<AddressField> };

/** Spec §5: every field required, tel 10 digits, zip 5 digits — the same schema the API applies. */
export function checkAddress(values: AddressValues): AddressCheck {
  const parsed = AddressBodySchema.safeParse(values);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, errors: fieldErrorsFromZod(parsed.error, ADDRESS_FIELDS) };
}
/** Spec §8 address texts, exactly as written there (the list-failure typo included). */
export const ADDRESS_TEXTS = {
  saveFailed: 'ไม่สามารถบันทึกข้อมูลได้ ',
  listFailed: 'ไม่สามาถดึงข้อมูลที่อยู่ได้',
  updated: 'แก้ไขที่อยู่แล้ว',
  created: 'เพิ่มที่อยู่ใหม่แล้ว',
  confirmUpdate: 'ยืนยันการแก้ไขที่อยู่',
  confirmCreate: 'ยืนยันการเพิ่มที่อยู่ใหม่',
} as const;
