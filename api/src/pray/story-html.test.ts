import { sanitizeStory, storyText, textToHtml } from './story-html';

const ATTACKS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">คลิก</a>',
  '<a href="JaVaScRiPt:alert(1)">คลิก</a>',
  '<a href="&#106;avascript:alert(1)">คลิก</a>',
  '<p onclick="alert(1)" style="x">ข้อความ</p>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
];

test.each(ATTACKS)('no script survives: %s', (attack) => {
  const clean = sanitizeStory(`<p>ขอพร</p>${attack}`);
  expect(clean).not.toMatch(/<script/i);
  expect(clean).not.toMatch(/onerror\s*=/i);
  expect(clean).not.toMatch(/onclick\s*=/i);
  expect(clean).not.toMatch(/javascript:/i);
  expect(clean).not.toMatch(/<(iframe|img|svg|style)/i);
  expect(clean).toContain('<p>ขอพร</p>');
});

test('formatting and http links stay; links open outside without a referrer', () => {
  expect(sanitizeStory('<p><strong>ขอ</strong> <em>พร</em></p><ul><li>หนึ่ง</li></ul>')).toBe(
    '<p><strong>ขอ</strong> <em>พร</em></p><ul><li>หนึ่ง</li></ul>',
  );
  expect(sanitizeStory('<a href="https://example.com" target="_self" rel="opener">ลิงก์</a>')).toBe(
    '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">ลิงก์</a>',
  );
});

test('plain text of a story: tags gone, entities read, blocks spaced', () => {
  expect(storyText('<p>ขอให้&amp;หาย</p><p>ป่วย</p>')).toBe('ขอให้&หาย ป่วย');
});

test('news text becomes escaped paragraphs', () => {
  expect(textToHtml('บรรทัด<script>x</script>\nสอง\n\nย่อหน้า')).toBe(
    '<p>บรรทัด&lt;script&gt;x&lt;/script&gt;<br />สอง</p><p>ย่อหน้า</p>',
  );
});
