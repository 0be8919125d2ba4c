import type { FastifyInstance } from 'fastify';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { createTestStore, type TestStore } from '#api/test/store-fixtures';
import { notifyStockChanged, STOCK_CHANNEL, STOCK_NOTICE_MAX_NUMBERS } from './stock-notice';

let app: FastifyInstance;
let shop: TestStore;
const heard: string[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  shop = await createTestStore(app.db, { now: TEST_NOW, numbers: ['000001'], copies: 1, price: 80 });
  const handle = app.databaseHandle;
  if (handle.driver !== 'pglite') throw new Error('this file runs on PGlite');
  await handle.client.listen(STOCK_CHANNEL, (payload) => heard.push(payload));
});
afterAll(() => app.close());
beforeEach(() => heard.splice(0));

const numbers = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    store_id: shop.store.id,
    draw_id: shop.drawId,
    number: 999999 - i,
  }));

async function notice(count: number): Promise<string> {
  await app.db.transaction((tx) => notifyStockChanged(tx, numbers(count)));
  for (let i = 0; i < 50 && heard.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(heard).toHaveLength(1);
  return heard[0]!;
}

test('the most numbers one notice lists stay far under the 8000-byte NOTIFY limit', async () => {
  const payload = await notice(STOCK_NOTICE_MAX_NUMBERS);
  expect(JSON.parse(payload).numbers).toHaveLength(STOCK_NOTICE_MAX_NUMBERS);
  expect(Buffer.byteLength(payload)).toBeLessThan(8000);
});

test('one number more and the notice says reload instead of listing them', async () => {
  const payload = await notice(STOCK_NOTICE_MAX_NUMBERS + 1);
  expect(JSON.parse(payload)).toEqual({ store_code: shop.store.code, draw_id: shop.drawId, reload: true });
});

test('nothing changed, nothing announced', async () => {
  await app.db.transaction((tx) => notifyStockChanged(tx, []));
  await new Promise((r) => setTimeout(r, 100));
  expect(heard).toEqual([]);
});
