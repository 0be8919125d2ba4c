import { inArray, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#api/app';
import { loadConfig } from '#api/config';
import { openDatabase } from '#api/db/client';
import { users } from '#api/auth/auth-tables';
import { consents } from '#api/site/consent-tables';
import { contents, popups } from '#api/site/content-tables';
import { tickets } from '#api/lottery-sales/inventory-tables';
import { lotteryResults } from '#api/results/results-tables';
import { rewards } from '#api/rewards/rewards-tables';
import { prayProjects } from '#api/pray/pray-tables';
import { quests } from '#api/quests/quests-tables';
import { shopShops } from '#api/shop/shop-tables';
import { stores } from '#api/lottery-sales/stores-tables';
import { foodTrucks, truckOperators } from '#api/truck/truck-tables';
import { TEST_NOW } from '#api/test/build-test-app';
import { DEMO_DEALERS, FIRST_DEMO_DEALER } from './store-catalogue';
import { staff } from '#api/staff/staff-tables';

jest.setTimeout(120_000);

/** The API as `NODE_ENV=production` starts it, on a fresh database (no SEED_DEMO set). */
let app: FastifyInstance;
beforeAll(async () => {
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: 'memory://',
    ADMIN_TOKEN: 'x'.repeat(32),
    // Production needs a gateway to start; these tests send no text.
    SMS_GATEWAY: 'thaibulksms',
    THAIBULKSMS_API_KEY: 'unused',
    THAIBULKSMS_API_SECRET: 'unused',
    THAIBULKSMS_SENDER: 'Chokdee',
  });
  expect(config.seedDemo).toBe(false);
  app = await buildApp({ config, database: await openDatabase('memory://'), clock: () => TEST_NOW });
});
afterAll(() => app?.close());

const rowsOf = async (table: PgTable) =>
  (await app.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

test('production seeds no demo dealer, store, ticket, article, social post, popup, reward, quest, amulet shop or prayer project', async () => {
  const dealers = await app.db
    .select({ tel: users.tel })
    .from(users)
    .where(
      inArray(
        users.tel,
        DEMO_DEALERS.map((dealer) => dealer.tel),
      ),
    );
  expect(dealers).toEqual([]);
  expect(await rowsOf(stores)).toBe(0);
  expect(await rowsOf(tickets)).toBe(0);
  expect(await rowsOf(popups)).toBe(0);
  expect(await rowsOf(rewards)).toBe(0);
  expect(await rowsOf(quests)).toBe(0);
  expect(await rowsOf(shopShops)).toBe(0);
  expect(await rowsOf(prayProjects)).toBe(0);
  expect(await rowsOf(truckOperators)).toBe(0);
  expect(await rowsOf(foodTrucks)).toBe(0);
  // No console account with the demo's published password.
  expect(await rowsOf(staff)).toBe(0);
  const kinds = await app.db.selectDistinct({ kind: contents.kind }).from(contents);
  expect(kinds).toEqual([{ kind: 'page' }]);
});

test('the demo password opens nothing', async () => {
  const response = await app.inject({
    method: 'POST',
    url: '/public/bos/v1/dealer/auth/login',
    payload: { tel: FIRST_DEMO_DEALER.tel, password: FIRST_DEMO_DEALER.password },
  });
  expect(response.statusCode).toBe(401);
  const truck = await app.inject({
    method: 'POST',
    url: '/truck/v1/dealers/login',
    payload: { username: 'truck-pim', password: FIRST_DEMO_DEALER.password },
  });
  expect(truck.statusCode).toBe(401);
});

test('the reference data is there: real results, the consent text, the legal pages', async () => {
  expect(await rowsOf(lotteryResults)).toBe(218);
  expect(await rowsOf(consents)).toBe(1);
  const legal = await app.db
    .select({ slug: contents.slug })
    .from(contents)
    .where(inArray(contents.slug, ['policy', 'policy-cookie', 'policy-privacy']));
  expect(legal.map((row) => row.slug).sort()).toEqual(['policy', 'policy-cookie', 'policy-privacy']);
});

test('the site serves its legal pages in production', async () => {
  const response = await app.inject({ method: 'GET', url: '/public/v3/contents/pages/policy-privacy' });
  expect(response.statusCode).toBe(200);
  expect(response.json().data.slug).toBe('policy-privacy');
});
