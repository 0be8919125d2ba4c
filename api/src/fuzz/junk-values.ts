import type { Random } from './random';

/** Text that has broken APIs before: controls, half surrogate pairs, odd digits, injections, huge. */
const NASTY_TEXT = [
  '',
  ' ',
  '\u0000',
  'ก\u0000ข',
  'abc\u0000',
  '\u0001\u0002\u001f',
  '\u001b[31mred',
  '\uD800',
  '\uDFFF',
  'x\uDBFFy',
  '\uDC00\uD800',
  '\uFEFF',
  '\u202Egnp.exe',
  '\u00A0',
  'สมหญิง',
  'โชคดี 🍀',
  '👨‍👩‍👧‍👦',
  'e\u0301',
  '๑๒๓๔๕๖',
  '١٢٣',
  '१२३',
  '0',
  '-1',
  '1.5',
  '1e309',
  '-0',
  '0x1f',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%',
  '%zz',
  '\r\nX-Injected: 1',
  '\t',
  '999999999999999999999999',
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '2026-02-30',
  '2026-13-01T25:61:00Z',
  '0812345678',
  '0861000001',
  '__12__',
  '123456',
  'CD1001',
  'somchai-lucky',
  'mf-lottery',
  '00000000-0000-0000-0000-000000000000',
  'ORD-0001',
  '/members/profile',
  '//evil.example',
  'http://evil.example',
  'javascript:alert(1)',
  'a'.repeat(101),
  'ก'.repeat(5000),
] as const;

/** A string of random UTF-16 code units: surrogates and controls included. */
function randomCodeUnits(random: Random, length: number): string {
  let text = '';
  for (let i = 0; i < length; i += 1) text += String.fromCharCode(random.int(0x10000));
  return text;
}

export function junkText(random: Random): string {
  const roll = random.next();
  if (roll < 0.6) return random.pick(NASTY_TEXT);
  if (roll < 0.8) return randomCodeUnits(random, 1 + random.int(40));
  if (roll < 0.95) return random.pick(NASTY_TEXT) + random.pick(NASTY_TEXT);
  return 'x'.repeat(random.pick([1000, 20_000, 200_000]));
}

const NUMBERS = [0, -1, 1, 1.5, -0.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 1e308, -1e308, 10_000, 100_001];

/** A nested value `depth` levels deep, arrays or objects. */
export function nested(random: Random, depth: number): unknown {
  let value: unknown = junkText(random);
  const asArrays = random.chance(0.5);
  for (let i = 0; i < depth; i += 1) value = asArrays ? [value] : { a: value };
  return value;
}

/** Any JSON value, mostly of a type the field does not expect. */
export function junkValue(random: Random, depth = 0): unknown {
  const roll = random.next();
  if (roll < 0.45) return junkText(random);
  if (roll < 0.6) return random.pick(NUMBERS);
  if (roll < 0.67) return random.chance(0.5);
  if (roll < 0.74) return null;
  if (roll < 0.84 && depth < 3)
    return Array.from({ length: random.int(4) }, () => junkValue(random, depth + 1));
  if (roll < 0.94 && depth < 3) {
    const object: Record<string, unknown> = {};
    for (let i = random.int(4); i > 0; i -= 1) setOwn(object, junkKey(random), junkValue(random, depth + 1));
    return object;
  }
  return nested(random, random.pick([10, 40, 200]));
}

export function junkKey(random: Random): string {
  return random.chance(0.7)
    ? random.pick(['a', 'id', 'name', 'tel', 'code', 'page', '__proto__', ''])
    : junkText(random);
}

/** `object[key] = value`, also for `__proto__` (an own key in JSON, the prototype when assigned). */
export function setOwn(object: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Ids at and beyond the edge of PostgreSQL's `integer` (every id column) and numbers only a lax
 * parser reads, as JSON literals: sent raw, so `1e309` and 400 digits arrive as written.
 */
export const EDGE_NUMBER_LITERALS = [
  '2147483648',
  '2147483647',
  '-2147483649',
  '4294967296',
  '9007199254740992',
  '9007199254740993',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e3',
  '1e309',
  '-1e309',
  '99999999999999999999999999',
  '1'.repeat(400),
] as const;

/** The same edges as text in a path or a query, plus what `Number()` reads and a digits rule does not. */
export const EDGE_ID_TEXTS = [
  ...EDGE_NUMBER_LITERALS,
  '0x1f',
  ' 7',
  '007',
  '+1',
  '1_000',
  '๑๒๓',
  '2147483648.0',
  'Infinity',
] as const;

/** Days in the right format that no calendar has, and a day with a time. */
export const IMPOSSIBLE_DAYS = [
  '2026-02-30',
  '2026-99-99',
  '2025-02-29',
  '1900-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-04-31',
  '2026-01-00',
  '0000-01-01',
  '9999-12-32',
  '2026-02-30T00:00:00Z',
] as const;

/** An edge id or an impossible day, as text. */
export function edgeText(random: Random): string {
  return random.chance(0.7) ? random.pick(EDGE_ID_TEXTS) : random.pick(IMPOSSIBLE_DAYS);
}
