import { RewardSchema } from '@chokdee/shared-contract/schemas/reward';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { buildTestApp } from '#api/test/build-test-app';

jest.setTimeout(30_000);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

test('GET /public/v1/rewards lists the six seeded Thai rewards, public, with absolute image URLs', async () => {
  const response = await app.inject({
    method: 'GET',
    url: '/public/v1/rewards',
    headers: { host: 'api.test:4000' },
  });
  expect(response.statusCode).toBe(200);
  const rewards = z.object({ data: z.array(RewardSchema) }).parse(response.json()).data;
  expect(rewards.map((r) => r.code)).toEqual([
    'LUCKY-NOTEBOOK',
    'DRAGON-MUG',
    'TOTE-BAG',
    'UMBRELLA',
    'T-SHIRT',
    'LOTTERY-CALENDAR',
  ]);
  expect(rewards[0]).toEqual({
    code: 'LUCKY-NOTEBOOK',
    name: 'สมุดบันทึกเลขมงคล',
    description: expect.stringContaining('สมุด'),
    image: { url: 'http://api.test:4000/static/rewards/lucky-notebook.svg' },
    points: 100,
    stock: 200,
    variants: [],
    is_new: false,
  });
});

test('a reward with variants counts its stock as the sum of theirs', async () => {
  const response = await app.inject({ method: 'GET', url: '/public/v1/rewards/T-SHIRT' });
  expect(response.statusCode).toBe(200);
  const reward = response.json().data;
  expect(reward.variants).toEqual([
    { code: 'S', name: 'ไซซ์ S', stock: 10 },
    { code: 'M', name: 'ไซซ์ M', stock: 20 },
    { code: 'L', name: 'ไซซ์ L', stock: 20 },
    { code: 'XL', name: 'ไซซ์ XL', stock: 10 },
  ]);
  expect(reward.stock).toBe(60);
  expect(reward.is_new).toBe(true);
});

test.each(['NOPE', 'lucky-notebook', '%E0%B8%81', 'a'.repeat(80)])(
  'unknown code %s: 404 Thai',
  async (code) => {
    const response = await app.inject({ method: 'GET', url: `/public/v1/rewards/${code}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'ไม่พบของรางวัลที่ระบุ', errors: [], status: 404 });
  },
);

test('every seeded picture is served as an SVG with caching headers', async () => {
  const { data } = (await app.inject({ method: 'GET', url: '/public/v1/rewards' })).json();
  for (const reward of data as { image: { url: string } }[]) {
    const response = await app.inject({ method: 'GET', url: new URL(reward.image.url).pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toContain('max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(response.body).not.toMatch(/<script|href="http/i);
  }
});

test('a picture is answered 304 when the browser has it; unknown or unsafe names are 404', async () => {
  const url = '/static/rewards/dragon-mug.svg';
  const first = await app.inject({ method: 'GET', url });
  const etag = first.headers.etag;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  for (const bad of ['nope.svg', '..%2F..%2Fpackage.json', 'dragon-mug.png', '.hidden.svg']) {
    const response = await app.inject({ method: 'GET', url: `/static/rewards/${bad}` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404 });
  }
});
