import { renderPageHead, siteUrlOf } from './page-head-html';

const urls = { siteUrl: 'https://chokdee.example', apiUrl: 'https://api.chokdee.example' };

test('a page head names the page, its canonical URL on the site and its preview', () => {
  const html = renderPageHead(
    {
      title: 'ร้านสมชาย',
      description: 'ร้านขายสลาก',
      path: '/dealers/somchai-lucky',
      image: '/public/v1/files/logo.png',
      type: 'website',
    },
    urls,
  );
  expect(html).toContain('<title>ร้านสมชาย | โชคดี</title>');
  expect(html).toContain('<link rel="canonical" href="https://chokdee.example/dealers/somchai-lucky">');
  expect(html).toContain(
    '<meta property="og:image" content="https://api.chokdee.example/public/v1/files/logo.png">',
  );
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
});

test("a page without a picture of its own shows the site's card, at its size, in a large preview", () => {
  const html = renderPageHead(
    { title: 'ตรวจหวย', description: 'ผลสลาก', path: '/check-lottery', type: 'website' },
    urls,
  );
  const card = 'https://api.chokdee.example/static/site/share-card.png';
  expect(html).toContain(`<meta property="og:image" content="${card}">`);
  expect(html).toContain('<meta property="og:image:width" content="1200">');
  expect(html).toContain('<meta property="og:image:height" content="630">');
  expect(html).toMatch(/<meta property="og:image:alt" content="[^"]*โชคดี[^"]*">/);
  expect(html).toContain(`<meta name="twitter:image" content="${card}">`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
});

test("a page's own picture is not given the card's size", () => {
  const html = renderPageHead(
    { title: 'ร้าน', description: 'x', path: '/dealers/a', image: '/static/stores/a.svg', type: 'website' },
    urls,
  );
  expect(html).not.toContain('share-card.png');
  expect(html).not.toContain('og:image:width');
});

test('values cannot break out of an attribute or the JSON-LD script', () => {
  const html = renderPageHead(
    {
      title: '"><script>alert(1)</script>',
      description: 'x',
      path: '/x',
      type: 'article',
      jsonLd: [{ '@type': 'Article', headline: '</script><script>alert(1)</script>' }],
    },
    urls,
  );
  expect(html).not.toContain('<script>alert(1)');
  expect(html).toContain('&quot;&gt;&lt;script&gt;');
  expect(html).toContain('\\u003c/script>');
});

test('a Thai path is percent-encoded once, whether it arrives decoded or encoded', () => {
  expect(siteUrlOf(urls.siteUrl, '/ตรวจลอตเตอรี่')).toBe(siteUrlOf(urls.siteUrl, encodeURI('/ตรวจลอตเตอรี่')));
  expect(siteUrlOf(urls.siteUrl, '/ตรวจลอตเตอรี่')).toBe(
    'https://chokdee.example/%E0%B8%95%E0%B8%A3%E0%B8%A7%E0%B8%88%E0%B8%A5%E0%B8%AD%E0%B8%95%E0%B9%80%E0%B8%95%E0%B8%AD%E0%B8%A3%E0%B8%B5%E0%B9%88',
  );
});
