import { pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { StoreSummarySchema } from '@chokdee/shared-contract/schemas/store';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { createTestStore } from '#api/test/store-fixtures';

const Page = pageEnvelope(StoreSummarySchema);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const list = async (query = '') => {
  const response = await app.inject({
    method: 'GET',
    url: `/public/bos/v1/stores${query}`,
    headers: { host: 'api.test:4000' },
  });
  expect(response.statusCode).toBe(200);
  return Page.parse(response.json());
};

describe('GET /public/bos/v1/stores', () => {
  test('the demo stores, verified first then open ones, 20 a page, in the kernel contract', async () => {
    const { data, meta } = await list();
    expect(meta).toEqual({ page: 1, per_page: 20, total: 10, last_page: 1 });
    expect(data.map((s) => s.code)).toEqual([
      'CD1001',
      'CD1002',
      'CD1003',
      'CD1004',
      'CD1007',
      'CD1008',
      'CD1010',
      'CD1005',
      'CD1006',
      'CD1009',
    ]);
    expect(data[0]).toEqual({
      code: 'CD1001',
      user_code: 'somchai-lucky',
      name: 'ร้านสมชายมีโชค ลอตเตอรี่',
      description: expect.stringContaining('สลากกินแบ่งรัฐบาล'),
      profile: { url: 'http://api.test:4000/static/stores/somchai-lucky-profile.svg' },
      verify_status: 'approved',
      sale_prices: [
        { type: 'small_set', price: 100 },
        { type: 'big_set', price: 120 },
      ],
      is_store_open: true,
      is_sold_out: false,
      available_count: 4800,
    });
    const closed = data.find((s) => s.code === 'CD1010');
    expect(closed).toMatchObject({ is_store_open: false, available_count: 0 });
    expect(data.reduce((sum, s) => sum + s.available_count, 0)).toBe(20_000);
  });

  test('verified=true keeps approved dealers, verified=false the others', async () => {
    const verified = await list('?verified=true');
    expect(verified.meta.total).toBe(7);
    expect(verified.data.every((s) => s.verify_status === 'approved')).toBe(true);
    const pending = await list('?verified=false');
    expect(pending.data.map((s) => s.user_code)).toEqual(['wichai-saensuk', 'nok-khonkaen', 'kanya-srisuk']);
  });

  test('q finds part of a Thai name, a code or a dealer ref; wildcards are plain letters', async () => {
    expect((await list(`?q=${encodeURIComponent('เฮงเฮง')}`)).data.map((s) => s.code)).toEqual(['CD1002']);
    expect((await list('?q=cd100')).meta.total).toBe(9);
    expect((await list('?q=pim-ngoen')).data.map((s) => s.code)).toEqual(['CD1007']);
    expect((await list('?q=%25')).meta.total).toBe(0);
    expect((await list('?q=_')).meta.total).toBe(0);
    expect((await list(`?q=${encodeURIComponent('  ')}`)).meta.total).toBe(10);
  });

  test('pages', async () => {
    const second = await list('?per_page=4&page=2');
    expect(second.meta).toEqual({ page: 2, per_page: 4, total: 10, last_page: 3 });
    expect(second.data.map((s) => s.code)).toEqual(['CD1007', 'CD1008', 'CD1010', 'CD1005']);
    const beyond = await list('?per_page=4&page=9');
    expect(beyond.data).toEqual([]);
  });

  test('a new store counts its free tickets', async () => {
    const { store } = await createTestStore(app.db, {
      now: TEST_NOW,
      numbers: ['000001', '000002'],
      copies: 2,
    });
    const { data } = await list(`?q=${store.code}`);
    expect(data).toEqual([
      expect.objectContaining({ code: store.code, available_count: 4, is_store_open: true }),
    ]);
  });

  test.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['per_page=51', 'per_page'],
    ['per_page=0', 'per_page'],
    ['verified=yes', 'verified'],
    [`q=${'ก'.repeat(51)}`, 'q'],
  ])('a bad %s is a 400 naming %s in Thai', async (query, field) => {
    const response = await app.inject({ method: 'GET', url: `/public/bos/v1/stores?${encodeURI(query)}` });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ message: 'ข้อมูลไม่ถูกต้อง', status: 400 });
    expect(body.errors.map((e: { field: string }) => e.field)).toEqual([field]);
    expect(body.errors[0].message).toMatch(/[\u0E00-\u0E7F]/);
  });
});
