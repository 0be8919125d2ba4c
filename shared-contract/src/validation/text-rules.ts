// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { stripEmoji, validationMessage } from './messages';

/**
 * A required text field of a form (spec §5): emoji stripped, trimmed, then non-empty and within
 * its bounds, each failure in Thai with the field's label.
 */
export function requiredText(label: string, { min = 1, max }: { min?: number; max: number }) {
  const required = validationMessage('required', { field: label });
  const bounded = z
    .string()
    .check(
      z.minLength(1, { error: required, abort: true }),
      z.maxLength(max, validationMessage('max', { field: label, length: max })),
    );
  return z.pipe(
    z.pipe(
      z.string({ error: required }),
      z.transform((value: string) => stripEmoji(value).trim()),
    ),
    min > 1
      ? bounded.check(z.minLength(min, validationMessage('min', { field: label, length: min })))
      : bounded,
  );
}

/** A required field of digits (phone, postal code); the spaces and dashes people type are dropped. */
export function requiredDigits(label: string, pattern: RegExp, message: string) {
  const required = validationMessage('required', { field: label });
  return z.pipe(
    z.pipe(
      z.string({ error: required }),
      z.transform((value: string) => value.replace(/[\s-]/g, '')),
    ),
    z.string().check(z.minLength(1, { error: required, abort: true }), z.regex(pattern, message)),
  );
}

/** Spec §9 phone length 10: a Thai number, starting with 0. */
export const PHONE_MESSAGE = 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลัก ขึ้นต้นด้วย 0';

/** A required Thai phone number of 10 digits, as typed with spaces or dashes. */
export function requiredPhone(label: string) {
  return requiredDigits(label, /^0\d{9}$/, PHONE_MESSAGE);
}
