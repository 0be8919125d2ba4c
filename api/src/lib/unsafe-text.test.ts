import { findUnsafeText, MAX_NESTING, UNSAFE_TEXT_MESSAGES } from './unsafe-text';

const bad = UNSAFE_TEXT_MESSAGES.badCharacter;

test.each([
  ['a NUL', 'ก\u0000ข'],
  ['a bell', 'a\u0007'],
  ['a vertical tab', '\u000B'],
  ['an escape', '\u001B[31m'],
  ['a lone high surrogate', 'x\uD800'],
  ['a lone low surrogate', '\uDC00x'],
  ['a reversed pair', '\uDC00\uD800'],
])('%s is unsafe', (_name, text) => {
  expect(findUnsafeText({ name: text }, 'body')).toEqual({ field: 'name', message: bad });
});

test.each([
  ['Thai', 'สมหญิง รักดี'],
  ['tab, line feed and carriage return', 'a\tb\r\nc'],
  ['an emoji (a proper surrogate pair)', 'โชคดี 🍀'],
  ['DEL and C1 controls (PostgreSQL stores them)', '\u007F\u0085'],
  ['empty', ''],
])('%s is fine', (_name, text) => {
  expect(findUnsafeText({ name: text, list: [text], n: 1, b: true, z: null }, 'body')).toBeUndefined();
});

test('the field is named by its path, like a validation error', () => {
  expect(findUnsafeText({ items: [{ number: '1' }, { number: '\u0000' }] }, 'body')).toEqual({
    field: 'items.1.number',
    message: bad,
  });
  expect(findUnsafeText('\u0000', 'body')).toEqual({ field: 'body', message: bad });
});

test('a bad key is named by where it sits, never echoed', () => {
  expect(findUnsafeText({ a: { ['k\u0000']: 1 } }, 'body')).toEqual({ field: 'a', message: bad });
  expect(findUnsafeText({ ['\uD800']: 1 }, 'query')).toEqual({ field: 'query', message: bad });
});

test('deep nesting is refused without overflowing the stack', () => {
  let deep: unknown = 'x';
  for (let i = 0; i < 200_000; i += 1) deep = [deep];
  expect(findUnsafeText(deep, 'body')).toEqual({
    field: Array.from({ length: MAX_NESTING }, () => '0').join('.'),
    message: UNSAFE_TEXT_MESSAGES.tooDeep,
  });
  let fine: unknown = 'x';
  for (let i = 0; i < MAX_NESTING; i += 1) fine = { a: fine };
  expect(findUnsafeText(fine, 'body')).toBeUndefined();
});
