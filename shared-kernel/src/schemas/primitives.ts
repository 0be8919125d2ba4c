// zod/mini: the first load parses with this (ADR 002, Round 3); classic zod stays in lazy chunks.
import { z } from 'zod/mini';

/** A calendar day `YYYY-MM-DD` (Gregorian, as stored and sent; shown in the Buddhist era). */
export const IsoDateSchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'รูปแบบวันที่ต้องเป็น YYYY-MM-DD'));

/** A lottery ticket number: exactly six digits, leading zeros kept. */
export const TicketNumberSchema = z.string().check(z.regex(/^\d{6}$/, 'เลขสลากต้องเป็นตัวเลข 6 หลัก'));
