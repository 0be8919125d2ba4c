import type { FastifyInstance } from 'fastify';
import { readdirSync } from 'node:fs';
import { DEMO_DEALERS } from '#api/db/seed/store-catalogue';
import { buildTestApp } from '#api/test/build-test-app';
import { STORE_IMAGES_DIR } from '.';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

test('every picture the demo stores name is shipped, and nothing else', () => {
  const named = new Set(
    DEMO_DEALERS.flatMap((dealer) => [
      dealer.store.cover_url,
      dealer.store.profile_url,
      ...dealer.banners.map((banner) => `/static/stores/${banner.file}`),
    ]).map((url) => url?.replace('/static/stores/', '')),
  );
  expect([...named].sort()).toEqual(readdirSync(STORE_IMAGES_DIR).sort());
});

test('a store picture is an SVG with Thai text, cached, with an ETag and a script-free CSP', async () => {
  const response = await get('/static/stores/somchai-lucky-cover.svg');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('image/svg+xml');
  expect(response.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=604800');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toContain("default-src 'none'");
  expect(response.body).toContain('<svg');
  expect(response.body).toContain('สมชายมีโชค');
  expect(response.body).not.toMatch(/<script|href="http/);
  const again = await get('/static/stores/somchai-lucky-cover.svg', {
    'if-none-match': String(response.headers.etag),
  });
  expect(again.statusCode).toBe(304);
});

test.each(['nope.svg', '..%2Fpackage.json', 'somchai-lucky-cover.SVG', '.hidden.svg', 'x.png'])(
  '%s is 404 in Thai',
  async (file) => {
    const response = await get(`/static/stores/${file}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'ไม่พบหน้าที่ต้องการ', status: 404 });
  },
);
