import { sanitizeHtml } from './sanitize-html';

it('keeps ordinary formatting and safe links', () => {
  const html = '<h3>หัวข้อ</h3><p>ข้อ <strong>1</strong></p><ul><li>ก</li></ul><a href="/policy">นโยบาย</a>';
  expect(sanitizeHtml(html)).toBe(html);
  expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
  );
});

it.each([
  ['<p>a</p><script>alert(1)</script>', '<p>a</p>'],
  ['<img src="/img/a.png" onerror="alert(1)">', '<img src="/img/a.png">'],
  ['<p ONCLICK="alert(1)" style="position:fixed">a</p>', '<p>a</p>'],
  ['<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
  ['<a href=" java\tscript:alert(1)">a</a>', '<a>a</a>'],
  ['<a href="//evil.example">a</a>', '<a>a</a>'],
  ['<iframe src="https://evil.example"></iframe><p>a</p>', '<p>a</p>'],
  ['<svg><script>alert(1)</script></svg>b', 'b'],
  ['<form action="https://evil.example"><input name="x"></form>c', 'c'],
])('cleans %j', (dirty, clean) => {
  expect(sanitizeHtml(dirty)).toBe(clean);
});
