import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';
import { stockPagesClosedAfterEach, type StockReader } from '#api/test/stock-event-reader';
import { createTestStore, type TestStore } from '#api/test/store-fixtures';
import { queryRows } from './cart-sql';
import { StockLapseWatch } from './stock-lapse-watch';
import { StockStreams } from './stock-streams';

/**
 * A cart that simply runs out writes nothing, so no notice announces it: the real API on PGlite
 * must still tell an open store page, within about a second of the end, that the number is free.
 * Time is moved with the dev clock, as the e2e suite does.
 */

jest.setTimeout(60_000);

let app: FastifyInstance;
let port: number;
let shop: TestStore;

beforeAll(async () => {
  // A clock that runs (from TEST_NOW): a hold ends only as time passes.
  const startedAt = Date.now();
  app = await buildTestApp({ clock: () => new Date(TEST_NOW.getTime() + Date.now() - startedAt) });
  shop = await createTestStore(app.db, {
    now: TEST_NOW,
    numbers: ['246810', '135790', '975310'],
    copies: 2,
    price: 80,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  app.devClock!.reset();
  await app.close();
});

// The clock is not put back between tests: a cart of an earlier test would be held again.
const openReader = stockPagesClosedAfterEach();
const openPage = () => openReader(port, shop.store.code);

/** The next event that tells of `number` (a page that opens may first hear of earlier lapses). */
async function nextAbout(page: StockReader, number: string) {
  for (;;) {
    const event = await page.next(3_000);
    if (event.changes?.some((change) => change.number === number)) return event;
  }
}

/** When the hold of a ticket of `number` held by `holder` runs out, to the millisecond. */
async function holdEnd(holder: SQL): Promise<Date> {
  const [held] = await queryRows<{ until: string | Date }>(
    app.db,
    sql`SELECT held_until AS until FROM tickets WHERE ${holder} LIMIT 1`,
  );
  return new Date(held!.until);
}

/** Holds one ticket of `number` in a new cart; answers when its hold runs out. */
async function holdOne(
  number: string,
  then?: (cartId: string, member: Record<string, string>) => Promise<SQL>,
) {
  const member = (await registerMember(app)).headers;
  const cart = await app.inject({
    method: 'POST',
    url: '/public/v2/carts',
    headers: { ...member, 'x-store-code': shop.store.code },
  });
  const added = await app.inject({
    method: 'POST',
    url: `/public/v2/carts/${cart.json().meta.id}/items`,
    headers: member,
    payload: { number, quantity: 1 },
  });
  expect(added.statusCode).toBe(200);
  const cartId: string = cart.json().meta.id;
  return holdEnd(then ? await then(cartId, member) : sql`cart_id = ${cartId}::uuid`);
}

describe('holds that run out on their own (real API on PGlite)', () => {
  test('a watching page hears the number free again within a second of the end', async () => {
    const page = await openPage();
    const ends = await holdOne('246810');
    expect((await page.next()).changes).toEqual([{ number: '246810', available: 1 }]);

    // Half a second before the end: only the timer set at the end can tell the page.
    app.devClock!.moveTo(new Date(ends.getTime() - 500));
    const started = Date.now();
    const event = await page.next(3_000);
    expect(event).toEqual({
      store_code: shop.store.code,
      draw_id: shop.drawId,
      changes: [{ number: '246810', available: 2 }],
    });
    const late = Date.now() - started - 500;
    console.info(`lapse heard ${late} ms after the end of the hold`);
    expect(late).toBeLessThan(1_000);
  });

  test('a clock moved past the end is told at once, and nothing else is sent', async () => {
    const page = await openPage();
    const ends = await holdOne('135790');
    expect((await nextAbout(page, '135790')).changes).toEqual([{ number: '135790', available: 1 }]);

    app.devClock!.moveTo(new Date(ends.getTime() + 60_000));
    expect((await page.next()).changes).toEqual([{ number: '135790', available: 2 }]);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(page.events).toEqual([]);
  });

  test('an unpaid order that runs out is announced the same way', async () => {
    const page = await openPage();
    const ends = await holdOne('975310', async (cartId, member) => {
      const ordered = await app.inject({
        method: 'POST',
        url: '/public/bos/v1/orders/lottery-shelf',
        headers: { ...member, 'x-store-code': shop.store.code },
        payload: { channel: 'web', member_name: 'ผู้ซื้อทดสอบ', cart_key: cartId },
      });
      expect(ordered.statusCode).toBe(201);
      return sql`order_id = ${ordered.json().data.id}::int`;
    });
    expect((await nextAbout(page, '975310')).changes).toEqual([{ number: '975310', available: 1 }]);

    app.devClock!.moveTo(new Date(ends.getTime() - 300));
    expect((await nextAbout(page, '975310')).changes).toEqual([{ number: '975310', available: 2 }]);
  });
});

describe('the lapse timer', () => {
  const watching = (stores: string[]) => {
    const streams = new StockStreams({ maxPerIp: 8, heartbeatMs: 15_000 });
    jest.spyOn(streams, 'watchedStores').mockImplementation(() => stores);
    return streams;
  };
  const log = { warn: jest.fn() } as unknown as FastifyInstance['log'];
  afterEach(() => jest.useRealTimers());

  test('sets no timer while no page watches, and none is left after close', () => {
    jest.useFakeTimers();
    const stores: string[] = [];
    const watch = new StockLapseWatch({ db: app.db, now: () => TEST_NOW, streams: watching(stores), log });
    watch.wake();
    expect(jest.getTimerCount()).toBe(0);
    stores.push('S1');
    watch.wake(500);
    expect(jest.getTimerCount()).toBe(1);
    watch.wake(100); // sooner: the same one timer, moved
    expect(jest.getTimerCount()).toBe(1);
    watch.close();
    expect(jest.getTimerCount()).toBe(0);
  });

  test('a database error is logged and tried again, never a rejection', async () => {
    const failing = { execute: () => Promise.reject(new Error('database away')) };
    const watch = new StockLapseWatch({
      db: failing as unknown as FastifyInstance['db'],
      now: () => TEST_NOW,
      streams: watching(['S1']),
      log,
    });
    watch.wake();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(log.warn).toHaveBeenCalledWith(expect.anything(), 'stock lapses not read; trying again');
    watch.close();
  });
});
