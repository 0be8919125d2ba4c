import { etagOf, noneMatch } from './shared-cache';

test('the ETag is a strong, quoted hash of the exact bytes', () => {
  const tag = etagOf('{"data":[]}');
  expect(tag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  expect(etagOf(Buffer.from('{"data":[]}'))).toBe(tag);
  expect(etagOf('{"data":[1]}')).not.toBe(tag);
});

test('If-None-Match matches a listed tag, a weak copy of it, or *; nothing else', () => {
  const tag = etagOf('x');
  expect(noneMatch(tag, tag)).toBe(true);
  expect(noneMatch(`"other", W/${tag}`, tag)).toBe(true);
  expect(noneMatch('*', tag)).toBe(true);
  expect(noneMatch('"other"', tag)).toBe(false);
  expect(noneMatch(tag.slice(1, -1), tag)).toBe(false);
  expect(noneMatch(undefined, tag)).toBe(false);
  expect(noneMatch('', tag)).toBe(false);
});
