import { PHONE_LENGTH } from '@chokdee/shared-contract/format/phone';
import { containAlphaNum, validationMessage } from '@chokdee/shared-contract/validation/messages';

/** Thai labels of the sign-in fields; the same words fill the spec §5 messages. */
export const FIELD_LABELS = {
  name: 'ชื่อ',
  lastname: 'นามสกุล',
  tel: 'เบอร์โทรศัพท์',
  password: 'รหัสผ่าน',
  password_confirmation: 'ยืนยันรหัสผ่าน',
  code: 'รหัส OTP',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 100;
export const OTP_LENGTH = 6;

export function checkRequired(value: string, field: string): string | undefined {
  return value.trim() === '' ? validationMessage('required', { field }) : undefined;
}

/** A Thai mobile number: 10 digits (spec §9); spaces and dashes as typed are ignored. */
export function checkTel(value: string): string | undefined {
  const field = FIELD_LABELS.tel;
  const digits = normalizeTel(value);
  if (digits === '') return validationMessage('required', { field });
  if (!/^\d+$/.test(digits)) return validationMessage('numeric', { field });
  if (digits.length !== PHONE_LENGTH) return validationMessage('length', { field, length: PHONE_LENGTH });
  return undefined;
}

export function normalizeTel(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** New passwords: at least 8 characters with a letter and a digit (spec §5 contain_alpha_num). */
export function checkNewPassword(value: string): string | undefined {
  const field = FIELD_LABELS.password;
  if (value === '') return validationMessage('required', { field });
  if (value.length < PASSWORD_MIN_LENGTH) {
    return validationMessage('min', { field, length: PASSWORD_MIN_LENGTH });
  }
  if (!containAlphaNum(value)) return validationMessage('contain_alpha_num', { field });
  return undefined;
}

export function checkConfirmation(password: string, confirmation: string): string | undefined {
  if (confirmation === '')
    return validationMessage('required', { field: FIELD_LABELS.password_confirmation });
  if (password !== confirmation) return validationMessage('confirmed', { field: FIELD_LABELS.password });
  return undefined;
}

export function checkName(value: string, field: string): string | undefined {
  const missing = checkRequired(value, field);
  if (missing) return missing;
  if (value.trim().length > NAME_MAX_LENGTH) {
    return validationMessage('max', { field, length: NAME_MAX_LENGTH });
  }
  return undefined;
}

export function checkOtp(value: string): string | undefined {
  const field = FIELD_LABELS.code;
  if (value === '') return validationMessage('required', { field });
  if (!/^\d+$/.test(value)) return validationMessage('numeric', { field });
  if (value.length !== OTP_LENGTH) return validationMessage('length', { field, length: OTP_LENGTH });
  return undefined;
}

/** Keeps only the checks that failed, so an empty object means "valid". */
export function compact<F extends string>(errors: Record<F, string | undefined>): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  for (const key of Object.keys(errors) as F[]) {
    const message = errors[key];
    if (message) result[key] = message;
  }
  return result;
}
