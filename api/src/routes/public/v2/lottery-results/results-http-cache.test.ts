import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import type { FastifyInstance } from 'fastify';
import { publishDrawResult } from '#api/results/publish-draw-result';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';

const SITE = 'https://chokdee.example';
const SHARED = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ config: { siteUrl: SITE } });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

test.each([
  '/public/v2/lottery-results?page=1&per_page=1',
  '/public/v2/lottery-results/settings',
  '/public/v2/lottery-draws?status=past',
  '/public/v2/lottery-draws/current',
  `/public/v1/site/page-head?path=${encodeURIComponent('/check-lottery')}`,
])('%s has a strong ETag, a short shared lifetime, and answers 304 with no body to its tag', async (url) => {
  const first = await get(url);
  expect(first.statusCode).toBe(200);
  expect(first.headers['cache-control']).toBe(SHARED);
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  expect((await get(url)).headers.etag).toBe(etag);

  const again = await get(url, { 'if-none-match': etag });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  expect(again.headers['content-type']).toBeUndefined();
  expect(again.headers.etag).toBe(etag);
  expect(again.headers['cache-control']).toBe(SHARED);

  expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
});

test('the tag is of the body, whichever encoding a client takes; the site origin sees Vary: Origin', async () => {
  const url = '/public/v2/lottery-results?page=1&per_page=10';
  const plain = await get(url);
  const brotli = await get(url, { 'accept-encoding': 'br', origin: SITE });
  expect(brotli.headers['content-encoding']).toBe('br');
  expect(brotli.headers.etag).toBe(plain.headers.etag);
  expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
  expect(String(brotli.headers.vary)).toMatch(/origin/i);
  expect(
    (await get(url, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) })).statusCode,
  ).toBe(304);
});

test('errors are not cached for anyone', async () => {
  const refused = await get('/public/v2/lottery-results?page=0');
  expect(refused.statusCode).toBe(400);
  expect(refused.headers.etag).toBeUndefined();
  expect(refused.headers['cache-control']).toBeUndefined();
});

test("a newly imported result changes the results' and the heads' tags, so a cache's old copy is replaced", async () => {
  const urls = [
    '/public/v2/lottery-results?page=1&per_page=1',
    '/public/v2/lottery-draws?status=past',
    `/public/v1/site/page-head?path=${encodeURIComponent('/check-lottery')}`,
    '/public/v1/site/page-head?path=%2F',
  ];
  const before = await Promise.all(urls.map(async (url) => String((await get(url)).headers.etag)));

  const result: LotteryResult = {
    draw_date: '2026-12-01',
    slug: '2026-12-01',
    first: '918273',
    adjacent_first: ['918272', '918274'],
    second: ['111111', '222222', '333333', '444444', '555555'],
    third: Array.from({ length: 10 }, (_, i) => String(600000 + i)),
    fourth: Array.from({ length: 50 }, (_, i) => String(700000 + i)),
    fifth: Array.from({ length: 100 }, (_, i) => String(800000 + i)),
    front3: ['123', '456'],
    last3: ['789', '012'],
    last2: '34',
  };
  await publishDrawResult(app.db, result, 'test', { now: TEST_NOW });

  for (const [i, url] of urls.entries()) {
    const stale = await get(url, { 'if-none-match': before[i]! });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers.etag).not.toBe(before[i]);
  }
  expect((await get(urls[0]!)).body).toContain('918273');
  expect((await get(urls[3]!)).body).toContain('918273');
});
