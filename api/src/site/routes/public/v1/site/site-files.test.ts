import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { users } from '#api/auth/auth-tables';
import { stores } from '#api/lottery-sales/stores-tables';
import { lotteryDraws, lotteryResults } from '#api/results/results-tables';
import { shopProducts } from '#api/shop/shop-tables';
import { buildTestApp } from '#api/test/build-test-app';
import { registerRemoteCatalog } from '#api/test/catalog-fixtures';

const SITE = 'https://chokdee.example';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ config: { siteUrl: SITE } });
  await registerRemoteCatalog(app.db, {
    folder: 'mf-lottery',
    name: 'mf_lottery',
    entry: 'http://localhost:3001/mf-manifest.json',
  });
});
afterAll(() => app.close());

async function sitemapUrls(): Promise<{ loc: string; lastmod?: string }[]> {
  const response = await app.inject({ method: 'GET', url: '/public/v1/site/sitemap.xml' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/xml/);
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  expect(XMLValidator.validate(response.body)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' }).parse(
    response.body,
  ) as { urlset: { '@_xmlns': string; url: { loc: string; lastmod?: string }[] } };
  expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  return parsed.urlset.url;
}

test('the sitemap lists the public pages, each drawn draw and each verified open store, on the site', async () => {
  const [drawn] = await app.db
    .select({ date: lotteryDraws.draw_date })
    .from(lotteryDraws)
    .innerJoin(lotteryResults, eq(lotteryResults.draw_id, lotteryDraws.id))
    .limit(1);
  const [store] = await app.db
    .select({ ref: users.ref })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.owner_user_id))
    .where(and(eq(stores.verify_status, 'approved'), eq(stores.is_open, true)))
    .limit(1);
  expect(drawn && store).toBeTruthy();

  const urls = await sitemapUrls();
  const locs = urls.map((url) => url.loc);
  expect(locs).toEqual(expect.arrayContaining([`${SITE}/`, `${SITE}/check-lottery`, `${SITE}/dealers`]));
  expect(locs).toContain(`${SITE}/check-lottery/${drawn!.date}`);
  expect(locs).toContain(`${SITE}/dealers/${encodeURIComponent(store!.ref)}`);
  // Thai paths arrive percent-encoded, as the protocol asks.
  expect(locs).toContain(`${SITE}/${encodeURIComponent('ข้อมูลลอตเตอรี่ในระบบ')}`);
  expect(urls.find((url) => url.loc.endsWith(`/check-lottery/${drawn!.date}`))?.lastmod).toMatch(
    /^\d{4}-\d{2}-\d{2}T/,
  );
  expect(new Set(locs).size).toBe(locs.length);
  expect(locs.every((loc) => loc.startsWith(`${SITE}/`))).toBe(true);
});

test('no member, staff, sign-in, legacy or alias page is in the sitemap', async () => {
  const paths = (await sitemapUrls()).map((url) => decodeURIComponent(new URL(url.loc).pathname));
  const hidden = paths.filter((p) =>
    /^\/(admin|dealer|truck|staff|members|orders|oauth|deprecated)(\/|$)|^\/checklottery$|^\/ตรวจลอตเตอรี่/.test(
      p,
    ),
  );
  expect(hidden).toEqual([]);
});

test('robots.txt keeps crawlers out of the back offices and names the sitemap absolutely', async () => {
  const response = await app.inject({ method: 'GET', url: '/public/v1/site/robots.txt' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  expect(response.headers['cache-control']).toBe('public, max-age=3600');
  const lines = response.body.split('\n');
  expect(lines).toEqual(
    expect.arrayContaining([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /dealer/',
      'Disallow: /truck',
      'Disallow: /members',
      'Disallow: /orders',
      `Sitemap: ${SITE}/sitemap.xml`,
    ]),
  );
  // `/dealer` as a bare prefix would hide the public store pages `/dealers/…` too.
  expect(lines).not.toContain('Disallow: /dealer');
});

test('the page head of a path the site has no page for is the default, and a bad path is refused in Thai', async () => {
  const response = await app.inject({ method: 'GET', url: '/public/v1/site/page-head?path=%2Fno-such-page' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  expect(response.body).toContain('<link rel="canonical" href="https://chokdee.example/no-such-page">');
  const refused = await app.inject({ method: 'GET', url: '/public/v1/site/page-head?path=no-slash' });
  expect(refused.statusCode).toBe(400);
  expect(refused.body).toContain('หน้าเว็บต้องขึ้นต้นด้วย /');
});

test('the sitemap lists each shop product on its own page', async () => {
  const products = await app.db.select({ code: shopProducts.code }).from(shopProducts);
  expect(products.length).toBeGreaterThan(0);
  const locs = new Set((await sitemapUrls()).map((url) => url.loc));
  for (const product of products)
    expect(locs).toContain(`${SITE}/ecommerce/store/${encodeURIComponent(product.code)}`);
});
