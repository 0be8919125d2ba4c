import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { Client } from 'pg';
import { buildApp } from '#api/app';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { TEST_NOW, testConfig } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';
import { POSTGRES_SERVER_URL } from '#api/test/postgres-server';
import { openStockReader } from '#api/test/stock-event-reader';
import { createTestStore } from '#api/test/store-fixtures';
import { listenOnPostgres } from '#api/db/postgres-channel-listener';
import { notifyStockChanged, STOCK_CHANNEL } from './stock-notice';

/**
 * The stock channel on a real PostgreSQL server: NOTIFY is delivered on commit only, the listener
 * outlives a killed connection, and an open page hears a reservation made through the route.
 * Same rules as the other race files: REQUIRE_PG=1 makes "not reachable" a failure.
 */

jest.setTimeout(60_000);

const { url, testOnPostgres } = appOnPostgres('stock_notice');
const silentLog = { warn: () => undefined } as unknown as FastifyInstance['log'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  for (const end = Date.now() + ms; !check() && Date.now() < end;) await sleep(20);
}

testOnPostgres('a committed notice reaches the listener, a rolled-back one never does', async (app) => {
  const shop = await createTestStore(app.db, { now: TEST_NOW, numbers: ['111111'], copies: 1, price: 80 });
  const heard: string[] = [];
  const listener = listenOnPostgres(url, STOCK_CHANNEL, silentLog, {
    onNotice: (p) => heard.push(p),
    onResumed: () => {},
  });
  try {
    await sleep(300); // LISTEN is under way
    const changed = { store_id: shop.store.id, draw_id: shop.drawId, number: 111111 };
    await app.db
      .transaction(async (tx) => {
        await notifyStockChanged(tx, [changed]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await app.db.transaction((tx) => notifyStockChanged(tx, [{ ...changed, number: 222222 }]));
    // NOTIFY is per database: suites running beside this one announce their own stores too.
    const mine = () =>
      heard.map((payload) => JSON.parse(payload)).filter((n) => n.store_code === shop.store.code);
    await until(() => mine().length > 0);
    await sleep(300); // time for a wrong notice to arrive too
    expect(mine()).toEqual([{ store_code: shop.store.code, draw_id: shop.drawId, numbers: [222222] }]);
  } finally {
    await listener.close();
  }
});

testOnPostgres('a killed listening connection comes back and hears again; nothing crashes', async (app) => {
  const shop = await createTestStore(app.db, { now: TEST_NOW, numbers: ['333333'], copies: 1, price: 80 });
  const heard: string[] = [];
  let resumed = 0;
  const listener = listenOnPostgres(url, STOCK_CHANNEL, silentLog, {
    onNotice: (p) => heard.push(p),
    onResumed: () => (resumed += 1),
  });
  const admin = new Client({ connectionString: POSTGRES_SERVER_URL });
  await admin.connect();
  try {
    await sleep(300);
    // Every stock listener of this database, the app's own included.
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'chokdee-listen-${STOCK_CHANNEL}'`,
    );
    await until(() => resumed > 0);
    expect(resumed).toBe(1);
    await app.db.transaction((tx) =>
      notifyStockChanged(tx, [{ store_id: shop.store.id, draw_id: shop.drawId, number: 333333 }]),
    );
    // NOTIFY is per database: suites running beside this one announce their own stores too.
    const mine = () =>
      heard.map((payload) => JSON.parse(payload)).filter((n) => n.store_code === shop.store.code);
    await until(() => mine().length > 0);
    expect(mine()[0]).toMatchObject({ store_code: shop.store.code, numbers: [333333] });
  } finally {
    await admin.end();
    await listener.close();
  }
});

testOnPostgres('an open store page hears a reservation made through the route', async (app) => {
  const shop = await createTestStore(app.db, { now: TEST_NOW, numbers: ['444444'], copies: 2, price: 80 });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  await sleep(500); // the app's listener reconnects after the test above killed it
  const reader = await openStockReader(port, shop.store.code);
  try {
    const member = (await registerMember(app)).headers;
    const cart = await app.inject({
      method: 'POST',
      url: '/public/v2/carts',
      headers: { ...member, 'x-store-code': shop.store.code },
    });
    const started = Date.now();
    const added = await app.inject({
      method: 'POST',
      url: `/public/v2/carts/${cart.json().meta.id}/items`,
      headers: member,
      payload: { number: '444444', quantity: 1 },
    });
    expect(added.statusCode).toBe(200);
    const event = await reader.next();
    console.info(`stock event ${Date.now() - started} ms after the reservation was sent`);
    expect(event.changes).toEqual([{ number: '444444', available: 1 }]);
  } finally {
    reader.close();
  }
});

testOnPostgres(
  'a page served by another API process hears a reservation made through this one',
  async (app) => {
    const shop = await createTestStore(app.db, { now: TEST_NOW, numbers: ['555555'], copies: 1, price: 80 });
    // A second process of the same API (another worker or host): its own pool and listener.
    const other = await buildApp({
      config: testConfig({ databaseUrl: url }),
      clock: () => TEST_NOW,
      prepareDatabase: false,
    });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      await sleep(300); // its LISTEN is under way
      const reader = await openStockReader((other.server.address() as AddressInfo).port, shop.store.code);
      try {
        const member = (await registerMember(app)).headers;
        const cart = await app.inject({
          method: 'POST',
          url: '/public/v2/carts',
          headers: { ...member, 'x-store-code': shop.store.code },
        });
        const started = Date.now();
        const added = await app.inject({
          method: 'POST',
          url: `/public/v2/carts/${cart.json().meta.id}/items`,
          headers: member,
          payload: { number: '555555', quantity: 1 },
        });
        expect(added.statusCode).toBe(200);
        expect((await reader.next()).changes).toEqual([{ number: '555555', available: 0 }]);
        console.info(
          `stock event on the other process ${Date.now() - started} ms after the reservation was sent`,
        );
      } finally {
        reader.close();
      }
    } finally {
      await other.close();
    }
  },
);
