import { z } from 'zod';

const thai = z.locales.th().localeError;

/**
 * Short Thai messages for what a client gets wrong most (a missing field, a non-number, a
 * number out of range, a value outside a list); everything else falls back to zod's Thai locale.
 * Messages written in a schema (e.g. the kernel's date format) still win over these.
 */
const errorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_type' && issue.input == null) return 'จำเป็นต้องระบุ';
  if (issue.code === 'invalid_type' && issue.expected === 'number') return 'ต้องเป็นตัวเลข';
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'ต้องเป็นจำนวนเต็ม';
  if (issue.code === 'too_small' && issue.origin === 'number') return `ต้องไม่น้อยกว่า ${issue.minimum}`;
  if (issue.code === 'too_big' && issue.origin === 'number') return `ต้องไม่เกิน ${issue.maximum}`;
  if (issue.code === 'invalid_value') return `ต้องเป็นค่าใดค่าหนึ่งต่อไปนี้: ${issue.values.join(', ')}`;
  return thai?.(issue);
};

/** Zod's configuration is process-wide: the API answers in Thai, so it sets it once at start. */
export function applyThaiValidationMessages(): void {
  z.config({ localeError: errorMap });
}
