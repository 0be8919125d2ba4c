import { isCalendarDate } from '../validation/calendar-date';
import {
  idFromText,
  IdSchema,
  idSchema,
  IdTextSchema,
  IsoDateSchema,
  MAX_ID,
  MAX_INT4,
  PRIMITIVE_MESSAGES,
  VersionSchema,
} from './primitives';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('ids in a JSON body', () => {
  test.each([1, 42, MAX_ID])('%p is an id', (value) => {
    expect(IdSchema.parse(value)).toBe(value);
  });

  test.each([MAX_ID + 1, 2 ** 32, 2 ** 53, Number.MAX_VALUE, 0, -1, 1.5])(
    '%p is refused in Thai',
    (value) => {
      const result = IdSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(messages(result)).toContain(PRIMITIVE_MESSAGES.id);
    },
  );

  test.each(['7', Number.NaN, Infinity, null])('%p is not a number: refused', (value) => {
    expect(IdSchema.safeParse(value).success).toBe(false);
  });

  test("a domain's message replaces every message", () => {
    const schema = idSchema('ไม่พบที่อยู่');
    for (const value of [MAX_ID + 1, 0, 'x', undefined])
      expect(messages(schema.safeParse(value))).toEqual(['ไม่พบที่อยู่']);
  });
});

describe('ids in a path or query', () => {
  test.each([
    ['1', 1],
    ['2147483647', MAX_ID],
    ['007', 7],
  ])('%p is id %p', (text, id) => {
    expect(IdTextSchema.parse(text)).toBe(id);
    expect(idFromText(text)).toBe(id);
  });

  test.each([
    '2147483648',
    '4294967296',
    '9007199254740993',
    '9'.repeat(30),
    '1'.repeat(400),
    '0',
    '-1',
    '1.5',
    '1e3',
    '1e309',
    '0x1f',
    ' 7',
    '7 ',
    '',
    '๗',
    'Infinity',
    'SP261125K7Q2XM',
  ])('%p is refused in Thai', (text) => {
    const result = IdTextSchema.safeParse(text);
    expect(result.success).toBe(false);
    expect(messages(result)).toContain(PRIMITIVE_MESSAGES.id);
    expect(idFromText(text)).toBeNull();
  });
});

describe('calendar days', () => {
  test.each(['2026-12-01', '2024-02-29', '2000-02-29', '1900-01-01', '9999-12-31'])('%p is a day', (day) => {
    expect(isCalendarDate(day)).toBe(true);
    expect(IsoDateSchema.parse(day)).toBe(day);
  });

  test.each([
    '2026-02-30',
    '2026-99-99',
    '2025-02-29',
    '1900-02-29',
    '2026-13-01',
    '2026-00-10',
    '2026-04-31',
    '2026-01-00',
    '0000-01-01',
  ])('%p is not a day: one Thai message', (day) => {
    expect(isCalendarDate(day)).toBe(false);
    expect(messages(IsoDateSchema.safeParse(day))).toEqual([PRIMITIVE_MESSAGES.dateNotInCalendar]);
  });

  test.each(['01-12-2026', '2026-1-1', '2026-12-01T00:00:00Z', ''])('%p is not the format', (text) => {
    expect(messages(IsoDateSchema.safeParse(text))).toEqual([PRIMITIVE_MESSAGES.dateFormat]);
  });
});

describe('versions of a published text', () => {
  test.each([1, 3, MAX_INT4])('%p is a version', (value) => {
    expect(VersionSchema.parse(value)).toBe(value);
  });

  test.each([MAX_INT4 + 1, 2 ** 53, 0, 1.5])('%p is refused', (value) => {
    expect(VersionSchema.safeParse(value).success).toBe(false);
  });
});
