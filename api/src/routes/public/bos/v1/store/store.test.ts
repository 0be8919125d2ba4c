import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { StoreInfoSchema, StorePixelSettingSchema } from '@chokdee/shared-contract/schemas/store';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tickets } from '#api/lottery-sales/inventory-tables';
import { FIRST_DEMO_DEALER } from '#api/db/seed/store-catalogue';
import { STORE_MESSAGES } from '#api/lottery-sales/store-messages';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';
import { createTestStore } from '#api/test/store-fixtures';

const InfoEnvelope = dataEnvelope(StoreInfoSchema);
const SettingEnvelope = dataEnvelope(StorePixelSettingSchema);

const clock = createTestClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
});
afterAll(() => app.close());
beforeEach(() => clock.set(TEST_NOW));

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'api.test:4000', ...headers } });

const info = async (url: string, headers?: Record<string, string>) => {
  const response = await get(url, headers);
  expect(response.statusCode).toBe(200);
  return InfoEnvelope.parse(response.json()).data;
};

describe('GET /public/bos/v1/store/{code}', () => {
  test('the first demo store, whole, in the kernel contract', async () => {
    const store = await info(`/public/bos/v1/store/${FIRST_DEMO_DEALER.storeCode}`);
    expect(store).toMatchObject({
      code: 'CD1001',
      name: 'ร้านสมชายมีโชค ลอตเตอรี่',
      cover: { name: 'สมชายมีโชค ลอตเตอรี่', url: 'http://api.test:4000/static/stores/somchai-lucky-cover.svg' },
      profile: { url: 'http://api.test:4000/static/stores/somchai-lucky-profile.svg' },
      user: {
        code: 'somchai-lucky',
        phone: '0861000001',
        line_id: '@somchailucky',
        verify_status: 'approved',
        sale_prices: [
          { type: 'small_set', price: 100 },
          { type: 'big_set', price: 120 },
        ],
        avatar: { url: 'http://api.test:4000/static/stores/somchai-lucky-profile.svg' },
      },
      setting: { is_sold_out: false, enable_random_number: false },
      is_store_open: true,
      payment: { bank_name: 'KBANK', account_number: '0381234567', promptpay_id: '0861000001' },
      available_count: 4800,
    });
    expect(store.banners.map((b) => [b.status, b.image.url.replace(/^.*\//, '')])).toEqual([
      ['active', 'banner-genuine.svg'],
      ['active', 'banner-big-set.svg'],
      ['inactive', 'banner-lucky-numbers.svg'],
    ]);
  });

  test('the dealer ref names the same store; includes= is accepted and ignored', async () => {
    const byRef = await info(
      `/public/bos/v1/store/${FIRST_DEMO_DEALER.ref}?includes=user,user.sale_prices,cover`,
    );
    expect(byRef.code).toBe(FIRST_DEMO_DEALER.storeCode);
  });

  test('the odd demo stores show their flags', async () => {
    const random = await info('/public/bos/v1/store/mali-hengheng');
    expect(random.setting).toEqual({ is_sold_out: false, enable_random_number: true });
    const soldOut = await info('/public/bos/v1/store/boonmee-mahalap');
    expect(soldOut).toMatchObject({ setting: { is_sold_out: true }, available_count: 0 });
    const closed = await info('/public/bos/v1/store/thongchai-mankhong');
    expect(closed).toMatchObject({ is_store_open: false, available_count: 0 });
    const incomplete = await info('/public/bos/v1/store/kanya-srisuk');
    expect(incomplete.user.sale_prices).toEqual([{ type: 'small_set', price: 100 }]);
    expect(incomplete.user.verify_status).toBe('pending');
    expect(incomplete.payment).toEqual({
      bank_name: null,
      account_number: null,
      account_name: null,
      promptpay_id: null,
    });
  });

  test('is_store_open follows the current draw’s sale window', async () => {
    const open = () =>
      info(`/public/bos/v1/store/${FIRST_DEMO_DEALER.storeCode}`).then((s) => s.is_store_open);
    clock.set('2026-12-01T06:59:59Z'); // 13:59:59 Bangkok on draw day
    expect(await open()).toBe(true);
    clock.set('2026-12-01T07:00:00Z'); // 14:00: the sale has ended, the next one opens at 16:00
    expect(await open()).toBe(false);
    clock.set('2026-12-01T09:00:00Z');
    expect(await open()).toBe(true);
  });

  test('available_count counts free tickets only: sold and held ones are not, run-out holds are', async () => {
    const { store } = await createTestStore(app.db, {
      now: TEST_NOW,
      numbers: ['111111', '222222'],
      copies: 3,
    });
    const ids = (
      await app.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.store_id, store.id))
    ).map((row) => row.id);
    await app.db
      .update(tickets)
      .set({ sold_at: TEST_NOW })
      .where(inArray(tickets.id, ids.slice(0, 1)));
    await app.db
      .update(tickets)
      .set({ held_until: new Date(TEST_NOW.getTime() + 15 * 60_000) })
      .where(inArray(tickets.id, ids.slice(1, 3)));
    await app.db
      .update(tickets)
      .set({ held_until: new Date(TEST_NOW.getTime() - 1) })
      .where(and(inArray(tickets.id, ids.slice(3, 4))));
    expect((await info(`/public/bos/v1/store/${store.code}`)).available_count).toBe(3);
    clock.set(new Date(TEST_NOW.getTime() + 15 * 60_000)); // the 15-minute hold has run out
    expect((await info(`/public/bos/v1/store/${store.code}`)).available_count).toBe(5);
  });

  test('an unknown store is 404 ไม่พบร้านค้า', async () => {
    for (const code of ['CD9999', 'nobody-here', 'x'.repeat(100)]) {
      const response = await get(`/public/bos/v1/store/${code}`);
      expect(response.statusCode).toBe(404);
      expect(ApiErrorSchema.parse(response.json())).toEqual({
        message: STORE_MESSAGES.notFound,
        errors: [],
        status: 404,
      });
    }
  });
});

describe('GET /public/bos/v1/store with a header', () => {
  test('x-store-code names the store', async () => {
    const store = await info('/public/bos/v1/store', { 'x-store-code': 'CD1003' });
    expect(store.user.code).toBe('prasert-rungrueang');
    expect(store.cover.url).toBe('http://api.test:4000/static/stores/prasert-rungrueang-cover.svg');
  });

  test('x-user-ref does too', async () => {
    expect((await info('/public/bos/v1/store', { 'x-user-ref': 'pim-ngoenthong' })).code).toBe('CD1007');
  });

  test('no header is a 400 naming it; an unknown code is 404', async () => {
    const missing = await get('/public/bos/v1/store');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: STORE_MESSAGES.storeRequired,
      errors: [{ field: 'x-store-code', message: STORE_MESSAGES.storeRequired }],
      status: 400,
    });
    const unknown = await get('/public/bos/v1/store', { 'x-store-code': 'CD0000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('ไม่พบร้านค้า');
    const tooLong = await get('/public/bos/v1/store', { 'x-store-code': 'x'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors[0].field).toBe('x-store-code');
  });
});

describe('GET /public/bos/v1/store/{code}/setting', () => {
  test('the pixel settings', async () => {
    const response = await get('/public/bos/v1/store/somchai-lucky/setting');
    expect(response.statusCode).toBe(200);
    expect(SettingEnvelope.parse(response.json()).data).toEqual({
      facebook_pixel_code: '712345678901234',
      enable_facebook_pixel_code: true,
      tiktok_pixel_code: null,
      enable_tiktok_pixel_code: false,
      google_analytics_code: null,
      enable_google_analytics_code: false,
    });
    const byCode = await get('/public/bos/v1/store/CD1002/setting');
    expect(byCode.json().data).toMatchObject({
      tiktok_pixel_code: 'CQ8HENGHENG0002',
      enable_tiktok_pixel_code: true,
    });
  });

  test('an unknown store is 404', async () => {
    const response = await get('/public/bos/v1/store/CD4040/setting');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(STORE_MESSAGES.notFound);
  });
});
