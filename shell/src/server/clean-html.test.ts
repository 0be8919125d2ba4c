import { sanitizeHtml } from '../content/sanitize-html';
import { cleanHtmlOnServer } from './clean-html';

// The same operator HTML, cleaned in the browser and on a server: a server-rendered article holds
// what its hydrated page would, and nothing that could run.
it.each([
  '<h3>หัวข้อ</h3><p>ข้อ <strong>1</strong></p><ul><li>ก</li></ul><a href="/policy">นโยบาย</a>',
  '<a href="https://example.com" target="_blank">x</a>',
  '<p>a</p><script>alert(1)</script>',
  '<img src="/img/a.png" onerror="alert(1)">',
  '<p ONCLICK="alert(1)" style="position:fixed">a</p>',
  '<a href="javascript:alert(1)">a</a>',
  '<a href=" java\tscript:alert(1)">a</a>',
  '<a href="//evil.example">a</a>',
  '<iframe src="https://evil.example"></iframe><p>a</p>',
  '<svg><script>alert(1)</script></svg>b',
  '<form action="https://evil.example"><input name="x"></form>c',
  '<p>โทร <a href="tel:021234567">02 123 4567</a> หรือ <a href="mailto:hi@chokdee.example">อีเมล</a></p>',
  '<style>p{color:red}</style><noscript><p>x</p></noscript><p>ปลอดภัย &amp; ครบ</p>',
])('cleans %j as the browser does', (dirty) => {
  expect(cleanHtmlOnServer(dirty)).toBe(sanitizeHtml(dirty));
});
