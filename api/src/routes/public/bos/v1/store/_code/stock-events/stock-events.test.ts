import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { stockPagesClosedAfterEach } from '#api/test/stock-event-reader';
import { STORE_MESSAGES } from '#api/lottery-sales/store-messages';
import { registerMember } from '#api/test/member-session';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';
import { createTestStore, type TestStore } from '#api/test/store-fixtures';

jest.setTimeout(60_000);

const clock = createTestClock();
let app: FastifyInstance;
let port: number;
let shop: TestStore;

beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
  shop = await createTestStore(app.db, {
    now: TEST_NOW,
    numbers: ['123456', '000777'],
    copies: 2,
    price: 80,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

const openReader = stockPagesClosedAfterEach();
const openPage = () => openReader(port, shop.store.code);

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
};

describe('GET /public/bos/v1/store/{code}/stock-events', () => {
  test('two open pages hear a reservation through the real route, and the count returns to 0', async () => {
    const first = await openPage();
    const second = await openPage();
    expect([first.status, second.status]).toEqual([200, 200]);
    await until(() => app.stockStreams.openCount === 2);
    expect(app.stockStreams.openCount).toBe(2);

    const member = (await registerMember(app)).headers;
    const cart = await app.inject({
      method: 'POST',
      url: '/public/v2/carts',
      headers: { ...member, 'x-store-code': shop.store.code },
    });
    const cartId = cart.json().meta.id;
    const started = Date.now();
    const added = await app.inject({
      method: 'POST',
      url: `/public/v2/carts/${cartId}/items`,
      headers: member,
      payload: { number: '123456', quantity: 2 },
    });
    expect(added.statusCode).toBe(200);

    const expected = {
      store_code: shop.store.code,
      draw_id: shop.drawId,
      changes: [{ number: '123456', available: 0 }],
    };
    expect(await first.next()).toEqual(expected);
    console.info(`stock event ${Date.now() - started} ms after the reservation was sent (PGlite)`);
    expect(await second.next()).toEqual(expected);

    const removed = await app.inject({
      method: 'DELETE',
      url: `/public/v2/carts/${cartId}/items/123456?quantity=1`,
      headers: member,
    });
    expect(removed.statusCode).toBe(200);
    expect((await first.next()).changes).toEqual([{ number: '123456', available: 1 }]);

    first.close();
    second.close();
    await until(() => app.stockStreams.openCount === 0);
    expect(app.stockStreams.openCount).toBe(0);
  });

  test('an unknown store is the Thai 404 and opens no stream', async () => {
    const before = app.stockStreams.openCount;
    const response = await app.inject({ method: 'GET', url: '/public/bos/v1/store/NOPE404/stock-events' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: STORE_MESSAGES.notFound, errors: [], status: 404 });
    expect(app.stockStreams.openCount).toBe(before);
  });

  test('an out-of-range or odd code is a 404, never a 500', async () => {
    for (const code of ['2147483648', '1e309', '-1', '%E0%B8%81'.repeat(3)]) {
      const response = await app.inject({ method: 'GET', url: `/public/bos/v1/store/${code}/stock-events` });
      expect(response.statusCode).toBe(404);
    }
  });

  test('one IP gets at most 8 open streams: the 9th is the Thai 429', async () => {
    const readers = await Promise.all(Array.from({ length: 8 }, () => openPage()));
    const refused = await app.inject({
      method: 'GET',
      url: `/public/bos/v1/store/${shop.store.code}/stock-events`,
      remoteAddress: '127.0.0.1',
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: STORE_MESSAGES.tooManyStockStreams, errors: [], status: 429 });
    for (const reader of readers) reader.close();
    await until(() => app.stockStreams.openCount === 0);
    expect(app.stockStreams.openCount).toBe(0);
  });

  test('a shutdown ends the open streams, so closing is not held up', async () => {
    const reader = await openPage();
    await until(() => app.stockStreams.openCount === 1);
    app.shutdownGate.begin();
    await until(() => app.stockStreams.openCount === 0);
    expect(app.stockStreams.openCount).toBe(0);
    reader.close();
  });
});
