// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';
import { isCalendarDate } from '../validation/calendar-date';

export const PRIMITIVE_MESSAGES = {
  dateFormat: 'วันที่ไม่ถูกต้อง กรุณาเลือกวันที่จากปฏิทิน',
  dateNotInCalendar: 'ไม่มีวันที่นี้ในปฏิทิน',
  id: 'รหัสไม่ถูกต้อง',
} as const;

/**
 * A calendar day `YYYY-MM-DD` (Gregorian, as stored and sent; shown in the Buddhist era) that
 * exists: PostgreSQL refuses `2026-02-30`, so the API must refuse it first. The day check runs
 * once the format is right and stops any check added after it (one message per bad day).
 */
export const IsoDateSchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, PRIMITIVE_MESSAGES.dateFormat),
  z.refine(isCalendarDate, {
    message: PRIMITIVE_MESSAGES.dateNotInCalendar,
    when: (payload) => payload.issues.length === 0,
    abort: true,
  }),
);

/** A lottery ticket number: exactly six digits, leading zeros kept. */
export const TicketNumberSchema = z.string().check(z.regex(/^\d{6}$/, 'เลขสลากต้องเป็นตัวเลข 6 หลัก'));

/** PostgreSQL's `integer` (int4), 2^31 − 1: a larger number sent to such a column is a database error. */
export const MAX_INT4 = 2_147_483_647;

/** The largest row id: every id column is `integer` (serial / identity). */
export const MAX_ID = MAX_INT4;

/**
 * A row id in a JSON body: a whole number from 1 to MAX_ID, so no id reaches a query the column
 * cannot hold. `message` (e.g. "address not found") replaces every message when given; without it
 * a missing or non-number value gets the API's usual type message and a bad number `PRIMITIVE_MESSAGES.id`.
 */
export function idSchema(message?: string) {
  const text = message ?? PRIMITIVE_MESSAGES.id;
  return z
    .number(message === undefined ? undefined : { error: message })
    .check(z.int(text), z.gte(1, text), z.lte(MAX_ID, text));
}

export const IdSchema = idSchema();

/** Decimal digits and nothing else: no sign, point, exponent, `0x`, spaces or other scripts' digits. */
const ID_TEXT = /^\d{1,10}$/;

/**
 * A row id written in a path or a query string: the text must be plain digits (what `Number()`
 * would also read from `1e3`, `0x1f` or ` 7` is refused), then it is `idSchema`'s number.
 */
export function idTextSchema(message?: string) {
  const text = message ?? PRIMITIVE_MESSAGES.id;
  return z.pipe(
    z.string(message === undefined ? undefined : { error: message }).check(z.regex(ID_TEXT, text)),
    z.pipe(
      z.transform((digits: string) => Number(digits)),
      idSchema(message),
    ),
  );
}

export const IdTextSchema = idTextSchema();

/** The id a path segment names, or null when it names none (then it may be a code: `SP2611…`). */
export function idFromText(text: string): number | null {
  const parsed = IdTextSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}

/**
 * The version of a published text a client accepted (a policy, the terms), kept in an `integer`
 * column. Its messages are the API's usual range ones ("ต้องไม่เกิน 2147483647").
 */
export const VersionSchema = z.number().check(z.int(), z.gte(1), z.lte(MAX_INT4));
