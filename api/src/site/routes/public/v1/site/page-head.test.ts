import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import { and, asc, desc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '#api/auth/auth-tables';
import { stores } from '#api/lottery-sales/stores-tables';
import { prayPictures, prayProjects, prayUpdates } from '#api/pray/pray-tables';
import { lotteryDraws, lotteryResults } from '#api/results/results-tables';
import { contents, popups } from '#api/site/content-tables';
import { listArticleTags } from '#api/site/contents-repository';
import { findProduct } from '#api/shop/catalog-queries';
import { shopProducts } from '#api/shop/shop-tables';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { registerRemoteCatalog } from '#api/test/catalog-fixtures';

const SITE = 'https://chokdee.example';
const API = 'https://api.chokdee.example';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ config: { siteUrl: SITE, publicApiUrl: API } });
});
afterAll(() => app.close());

async function headOf(path: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: `/public/v1/site/page-head?path=${encodeURIComponent(path)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

const titleOf = (html: string) => /<title>(.*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const ogImageOf = (html: string) => /<meta property="og:image" content="([^"]*)">/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)">/.exec(html)?.[1];
function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}
const site = (path: string) => new URL(`${SITE}${path}`).href;

async function drawnDraws() {
  return app.db
    .select({ date: lotteryDraws.draw_date, first: lotteryResults.first, last2: lotteryResults.last2 })
    .from(lotteryDraws)
    .innerJoin(lotteryResults, eq(lotteryResults.draw_id, lotteryDraws.id))
    .orderBy(desc(lotteryDraws.draw_date));
}

test("the home page's head carries the latest first prize, the WebSite and the Organization", async () => {
  const [latest] = await drawnDraws();
  const html = await headOf('/');
  expect(canonicalOf(html)).toBe(`${SITE}/`);
  expect(descriptionOf(html)).toContain(`รางวัลที่ 1 ${latest!.first}`);
  expect(jsonLdOf(html).map((item) => item['@type'])).toEqual(['WebSite', 'Organization']);
  // The publisher's logo and the page's preview are the site's own pictures, and the API serves them.
  const logo = jsonLdOf(html)[1]!['logo'] as string;
  for (const picture of [logo, ogImageOf(html)!]) {
    expect(picture.startsWith(`${API}/static/site/`)).toBe(true);
    const served = await app.inject({ url: new URL(picture).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  }
});

test("a draw's page names the draw in Thai and carries its numbers; the aliases point at /check-lottery", async () => {
  const draws = await drawnDraws();
  const older = draws[3]!;
  const [result] = await app.db
    .select()
    .from(lotteryResults)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryResults.draw_id))
    .where(eq(lotteryDraws.draw_date, older.date));
  const html = await headOf(`/check-lottery/${older.date}`);
  const [year, , day] = older.date.split('-').map(Number) as [number, number, number];
  expect(formatThaiDateLong(older.date)).toMatch(new RegExp(`^${day} \\S+ ${year + 543}$`));
  expect(titleOf(html)).toBe(`ตรวจหวย งวด ${formatThaiDateLong(older.date)} | โชคดี`);
  expect(canonicalOf(html)).toBe(`${SITE}/check-lottery/${older.date}`);
  const description = descriptionOf(html)!;
  for (const number of [
    result!.lottery_results.first,
    ...result!.lottery_results.front3,
    ...result!.lottery_results.last3,
    result!.lottery_results.last2,
  ]) {
    expect(description).toContain(number);
  }
  const [dataset] = jsonLdOf(html);
  expect(dataset).toMatchObject({ '@type': 'Dataset', temporalCoverage: older.date });
  expect(dataset!.dateModified).toMatch(/\+07:00$/);

  for (const alias of ['/check-lottery', '/checklottery', '/ตรวจลอตเตอรี่', '/check-lottery/']) {
    const latest = await headOf(alias);
    expect(canonicalOf(latest)).toBe(`${SITE}/check-lottery`);
    expect(titleOf(latest)).toBe(`ตรวจหวย งวด ${formatThaiDateLong(draws[0]!.date)} | โชคดี`);
    expect(descriptionOf(latest)).toContain(draws[0]!.first);
  }
  expect(canonicalOf(await headOf(`/ตรวจลอตเตอรี่/${older.date}`))).toBe(`${SITE}/check-lottery/${older.date}`);
  // The real GLO result of 16 May 2026, from the seeded history: Buddhist era, Thai month.
  const may16 = await headOf('/check-lottery/2026-05-16');
  expect(titleOf(may16)).toBe('ตรวจหวย งวด 16 พฤษภาคม 2569 | โชคดี');
});

test.each([
  ['a day the calendar lacks', '2026-02-30'],
  ['a day with no draw', '1999-01-01'],
  ['a word', 'latest'],
  ['a date with a tail', '2026-05-16x'],
  ['900 digits', '9'.repeat(900)],
])('the draw slug of %s gives the default head, kept out of indexes', async (_label, slug) => {
  const html = await headOf(`/check-lottery/${slug}`);
  expect(html).toContain('<meta name="robots" content="noindex">');
  expect(canonicalOf(html)).toBeUndefined();
});

async function publicStore() {
  const [row] = await app.db
    .select({ id: stores.id, name: stores.name, ref: users.ref, profile: stores.profile_url })
    .from(stores)
    .innerJoin(users, eq(users.id, stores.owner_user_id))
    .where(and(eq(stores.verify_status, 'approved'), eq(stores.is_open, true)))
    .orderBy(asc(stores.id))
    .limit(1);
  return row!;
}

test("a store's page names the store, shows its logo and is a Store; the list has its own title", async () => {
  const store = await publicStore();
  await app.db.update(stores).set({ profile_url: '/static/stores/logo.webp' }).where(eq(stores.id, store.id));
  const html = await headOf(`/dealers/${store.ref}`);
  expect(titleOf(html)).toBe(`${store.name} | โชคดี`);
  expect(canonicalOf(html)).toBe(`${SITE}/dealers/${encodeURIComponent(store.ref)}`);
  expect(ogImageOf(html)).toBe(`${API}/static/stores/logo.webp`);
  expect(jsonLdOf(html)[0]).toMatchObject({
    '@type': 'Store',
    name: store.name,
    url: `${SITE}/dealers/${encodeURIComponent(store.ref)}`,
    image: `${API}/static/stores/logo.webp`,
  });

  const list = await headOf('/dealers');
  expect(titleOf(list)).toBe('ร้านค้าตัวแทนจำหน่ายสลากกินแบ่งรัฐบาล | โชคดี');
  expect(canonicalOf(list)).toBe(`${SITE}/dealers`);
});

test('a store the sitemap does not list (unverified, closed) or none at all is kept out of indexes', async () => {
  const store = await publicStore();
  try {
    await app.db.update(stores).set({ verify_status: 'pending' }).where(eq(stores.id, store.id));
    const unverified = await headOf(`/dealers/${store.ref}`);
    expect(unverified).toContain('noindex');
    expect(unverified).not.toContain(store.name);
    await app.db
      .update(stores)
      .set({ verify_status: 'approved', is_open: false })
      .where(eq(stores.id, store.id));
    expect(await headOf(`/dealers/${store.ref}`)).toContain('noindex');
  } finally {
    await app.db
      .update(stores)
      .set({ verify_status: 'approved', is_open: true })
      .where(eq(stores.id, store.id));
  }
  expect(await headOf('/dealers/no-such-dealer')).toContain('noindex');
});

test('an article is an Article with its Bangkok dates and cover; the canonical URL carries its own slug', async () => {
  const [article] = await app.db
    .select()
    .from(contents)
    .where(and(eq(contents.kind, 'article'), lte(contents.published_at, TEST_NOW)))
    .orderBy(asc(contents.id))
    .limit(1);
  const path = `/articles/${article!.id}/${encodeURIComponent(article!.slug)}`;
  const html = await headOf(`/articles/${article!.id}/${article!.slug}`);
  expect(titleOf(html)).toBe(`${article!.title} | โชคดี`);
  expect(canonicalOf(html)).toBe(site(path));
  expect(html).toContain('<meta property="og:type" content="article">');
  const [ld] = jsonLdOf(html);
  expect(ld).toMatchObject({ '@type': 'Article', headline: article!.title, url: site(path) });
  expect(ld!.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+07:00$/);
  expect(ld!.dateModified).toMatch(/\+07:00$/);
  if (article!.cover_url) expect(ogImageOf(html)).toBe(new URL(article!.cover_url, API).href);

  expect(canonicalOf(await headOf(`/articles/${article!.id}/an-old-title`))).toBe(site(path));
  expect(titleOf(await headOf('/articles'))).toBe('บทความ | โชคดี');
});

test.each(['/articles/99999999999/x', '/articles/0/x', '/articles/abc/x', '/articles/-1/x', '/2147483648/x'])(
  'the unknown article %s is kept out of indexes, without an error',
  async (path) => {
    expect(await headOf(path)).toContain('noindex');
  },
);

test('a fixed content page and a social post carry their own titles', async () => {
  const [about] = await app.db
    .select()
    .from(contents)
    .where(and(eq(contents.kind, 'page'), eq(contents.slug, 'about')));
  const html = await headOf('/about');
  expect(titleOf(html)).toBe(`${about!.title} | โชคดี`);
  expect(canonicalOf(html)).toBe(`${SITE}/about`);
  const [services] = await app.db
    .select()
    .from(contents)
    .where(and(eq(contents.kind, 'page'), eq(contents.slug, 'our-services')));
  const thai = await headOf('/บริการของเรา');
  expect(titleOf(thai)).toBe(`${services!.title} | โชคดี`);
  expect(canonicalOf(thai)).toBe(site('/บริการของเรา'));
  expect(titleOf(await headOf('/แชร์ความสุข'))).toBe('แชร์ความสุข | โชคดี');

  const [post] = await app.db.select().from(contents).where(eq(contents.kind, 'social')).limit(1);
  const social = await headOf(`/${post!.id}/${post!.slug}`);
  expect(titleOf(social)).toBe(`${post!.title} | โชคดี`);
  expect(jsonLdOf(social)[0]).toMatchObject({ '@type': 'Article', headline: post!.title });
  // An article's id under the social path is no social post.
  const [article] = await app.db.select().from(contents).where(eq(contents.kind, 'article')).limit(1);
  expect(await headOf(`/${article!.id}/x`)).toContain('noindex');
});

test('a prayer project names itself with its story and cover; its news is an article', async () => {
  const [project] = await app.db
    .select()
    .from(prayProjects)
    .where(inArray(prayProjects.status, ['published']))
    .orderBy(asc(prayProjects.id))
    .limit(1);
  const projectPath = `/ขอพร/${encodeURIComponent(project!.slug)}`;
  const html = await headOf(`/ขอพร/${project!.slug}`);
  expect(titleOf(html)).toBe(`${project!.title} | โชคดี`);
  expect(canonicalOf(html)).toBe(site(projectPath));
  const [picture] = await app.db.select().from(prayPictures).where(eq(prayPictures.project_id, project!.id));
  expect(picture).toBeDefined();
  expect(ogImageOf(html)).toMatch(new RegExp(`^${API}/public/v1/pray/pictures/\\d+/web$`));
  expect(descriptionOf(html)!.length).toBeGreaterThan(10);
  expect(canonicalOf(await headOf(`/ขอพร/${project!.slug}/updates`))).toBe(site(projectPath));

  const [update] = await app.db
    .select()
    .from(prayUpdates)
    .where(and(eq(prayUpdates.status, 'published'), isNull(prayUpdates.hidden_at)))
    .orderBy(asc(prayUpdates.id))
    .limit(1);
  const [owner] = await app.db.select().from(prayProjects).where(eq(prayProjects.id, update!.project_id));
  const news = await headOf(`/ขอพร/${owner!.slug}/updates/${update!.id}`);
  expect(titleOf(news)).toBe(`${update!.title} | ${owner!.title} | โชคดี`);
  expect(news).toContain('<meta property="og:type" content="article">');
  expect(jsonLdOf(news)[0]).toMatchObject({ '@type': 'Article', headline: update!.title });

  for (const unknown of [
    '/ขอพร/no-such-project',
    `/ขอพร/${project!.slug}/no-such-tab`,
    `/ขอพร/${project!.slug}/updates/99999999999`,
    `/ขอพร/${project!.slug}/updates/${update!.id + 100000}`,
  ]) {
    expect(await headOf(unknown)).toContain('noindex');
  }
  expect(titleOf(await headOf('/ขอพร'))).toBe('ขอพร | โชคดี');
});

test("members' pages and other paths get the default head; broken paths never fail", async () => {
  const members = await headOf('/members/profile');
  expect(canonicalOf(members)).toBe(`${SITE}/members/profile`);
  expect(members).not.toContain('noindex');
  for (const url of [
    '/public/v1/site/page-head?path=/dealers/%E0%B8',
    '/public/v1/site/page-head?path=/ขอพร/%ZZ%E0',
    '/public/v1/site/page-head?path=/dealers/%2500x',
    '/public/v1/site/page-head?path=/dealers/a%00b',
    `/public/v1/site/page-head?path=/dealers/${'ก'.repeat(100)}`,
    `/public/v1/site/page-head?path=/${'x/'.repeat(500)}`,
  ]) {
    const response = await app.inject({ method: 'GET', url });
    expect([200, 400]).toContain(response.statusCode);
  }
  const nul = await app.inject({ method: 'GET', url: '/public/v1/site/page-head?path=%2Fdealers%2Fa%2500b' });
  expect(nul.statusCode).toBe(200);
  expect(nul.body).toContain('noindex');
  const tooLong = await app.inject({
    method: 'GET',
    url: `/public/v1/site/page-head?path=/${'a'.repeat(2000)}`,
  });
  expect(tooLong.statusCode).toBe(400);
  expect(tooLong.body).toContain('ที่อยู่หน้าเว็บยาวเกินไป');
});

test("every page's head preloads the live announcement's first slide, and none when no slide is live", async () => {
  const live = await app.db
    .select({ file: popups.file_url })
    .from(popups)
    .orderBy(asc(popups.position), asc(popups.id));
  const preloadOf = (html: string) =>
    /<link rel="preload" as="image" fetchpriority="high" href="([^"]*)">/.exec(html)?.[1];
  if (live.length > 0) {
    expect(preloadOf(await headOf('/'))).toBe(`${API}${live[0]!.file}`);
    expect(preloadOf(await headOf('/members/safe'))).toBe(`${API}${live[0]!.file}`);
  }
  await app.db.update(popups).set({ ends_at: new Date(TEST_NOW.getTime() - 1000) });
  try {
    const none = await headOf('/check-lottery');
    expect(preloadOf(none)).toBeUndefined();
    await app.db.insert(popups).values({ name: 'งวดใหม่', file_url: '/static/popups/new.svg', position: -1 });
    expect(preloadOf(await headOf('/dealers'))).toBe(`${API}/static/popups/new.svg`);
  } finally {
    await app.db.delete(popups).where(eq(popups.name, 'งวดใหม่'));
  }
});

test('a shop product is a Product offered in baht at its price now; an unknown code is kept out of indexes', async () => {
  const [row] = await app.db
    .select({ code: shopProducts.code })
    .from(shopProducts)
    .orderBy(asc(shopProducts.id))
    .limit(1);
  expect(row).toBeDefined();
  const product = (await findProduct(app.db, row!.code, TEST_NOW))!;
  const html = await headOf(`/ecommerce/store/${row!.code}`);
  expect(titleOf(html)).toBe(`${product.name} | โชคดี`);
  expect(canonicalOf(html)).toBe(`${SITE}/ecommerce/store/${row!.code}`);
  expect(ogImageOf(html)).toBe(`${API}${product.image_url}`);
  expect(jsonLdOf(html)[0]).toMatchObject({
    '@type': 'Product',
    name: product.name,
    sku: product.code,
    offers: { '@type': 'Offer', priceCurrency: 'THB', price: product.price_from },
  });

  const unknown = await headOf('/ecommerce/store/NO-SUCH-CODE');
  expect(unknown).toContain('<meta name="robots" content="noindex">');
  expect(titleOf(await headOf('/ecommerce/store'))).toBe('ซื้อสินค้า พระเครื่องและวัตถุมงคล | โชคดี');
});

test("a tag's articles have one canonical page, reached from both of the site's paths", async () => {
  const [tag] = await listArticleTags(app.db, TEST_NOW);
  expect(tag).toBeDefined();
  const canonical = site(`/articles/categories/${encodeURIComponent(tag!.tag)}`);
  for (const path of [`/articles/categories/${tag!.tag}`, `/${tag!.tag}`]) {
    const html = await headOf(path);
    expect(titleOf(html)).toBe(`บทความหมวด ${tag!.tag} | โชคดี`);
    expect(canonicalOf(html)).toBe(canonical);
  }
  expect(titleOf(await headOf('/articles/categories'))).toBe('หมวดหมู่บทความ | โชคดี');
  expect(await headOf('/articles/categories/ไม่มีหมวดนี้')).toContain('<meta name="robots" content="noindex">');
  const other = await headOf('/ไม่มีหน้านี้');
  expect(other).not.toContain('noindex');
  expect(canonicalOf(other)).toBe(site(`/${encodeURIComponent('ไม่มีหน้านี้')}`));
});

test("a fixed public page of a live catalog is titled as its catalog names it; a member's is not", async () => {
  await registerRemoteCatalog(app.db, {
    folder: 'mf-member',
    name: 'mf_member',
    entry: 'http://localhost:3002/mf-manifest.json',
  });
  const rewards = await headOf('/rewards');
  expect(titleOf(rewards)).toBe('แลกของรางวัล | โชคดี');
  expect(canonicalOf(rewards)).toBe(site('/rewards'));
  expect(rewards).not.toContain('noindex');
  // A member's own page is no public page: the site's default title, as before.
  expect(titleOf(await headOf('/members/redeem'))).toBe(titleOf(await headOf('/members/profile')));
});
