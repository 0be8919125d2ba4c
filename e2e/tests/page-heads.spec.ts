import { expect, test } from '@playwright/test';
import { API_URL } from '../support/env';

// What a crawler or a link preview reads: the page's HTML as the site's origin sends it, before
// any script runs (the origin writes the API's page head into it).

interface Page<T> {
  data: T[];
}

/** Entities decoded the way a preview reads an attribute or a title. */
function decoded(html: string): string {
  return html
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
}

test("a draw's page, a store, an article and a product carry their content in the HTML", async ({
  request,
}) => {
  const results = (await (
    await request.get(`${API_URL}/public/v2/lottery-results?per_page=1`)
  ).json()) as Page<{
    draw_date: string;
    first: string;
  }>;
  const latest = results.data[0]!;
  const drawHtml = decoded(await (await request.get(`/check-lottery/${latest.draw_date}`)).text());
  expect(drawHtml).toContain(latest.first);
  expect(drawHtml).toMatch(/<title>ตรวจหวย งวด [^<]+ \| โชคดี<\/title>/);
  expect(drawHtml).toContain(`<link rel="canonical" href="`);
  expect(drawHtml).toContain('"@type":"Dataset"');
  // No picture of its own: a link to it previews with the site's card, which answers as a PNG.
  const card = /<meta property="og:image" content="([^"]+)">/.exec(drawHtml)?.[1];
  expect(card).toMatch(/\/static\/site\/share-card\.png$/);
  const picture = await request.get(card!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');

  const storeHtml = decoded(await (await request.get('/dealers/somchai-lucky')).text());
  expect(storeHtml).toContain('<title>ร้านสมชายมีโชค ลอตเตอรี่ | โชคดี</title>');
  expect(storeHtml).toMatch(/<meta property="og:image" content="[^"]+">/);

  const articles = (await (await request.get(`${API_URL}/public/v3/contents?per_page=1`)).json()) as Page<{
    id: number;
    slug: string;
    title: string;
  }>;
  const article = articles.data[0]!;
  const articleHtml = decoded(
    await (await request.get(`/articles/${article.id}/${encodeURIComponent(article.slug)}`)).text(),
  );
  expect(articleHtml).toContain(`<title>${article.title} | โชคดี</title>`);
  expect(articleHtml).toContain('"@type":"Article"');

  const products = (await (
    await request.get(`${API_URL}/api/public/v1/products?per_page=1`)
  ).json()) as Page<{
    code: string;
    name: string;
  }>;
  const product = products.data[0]!;
  const productHtml = decoded(await (await request.get(`/ecommerce/store/${product.code}`)).text());
  expect(productHtml).toContain(`<title>${product.name} | โชคดี</title>`);
  expect(productHtml).toContain('"priceCurrency":"THB"');
});

// React writes the page's own <title> before the served one, so the tab follows the page.
test('moving to another page retitles the tab over the served head', async ({ page }) => {
  await page.goto('/check-lottery');
  await expect(page).toHaveTitle(/ตรวจ/);
  await page.getByRole('link', { name: 'ค้นหาร้านค้า' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/dealers$/);
  await expect(page).toHaveTitle(/ค้นหาร้านค้า/);
});

test('a members-only page gets the site’s default head and no content of its own', async ({ request }) => {
  const html = await (await request.get('/members/safe')).text();
  expect(html).toMatch(/<title>[^<]*โชคดี[^<]*<\/title>/);
  expect(html.match(/<title>/g)).toHaveLength(1);
});
