import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { shopPayments } from './shop-payments-tables';
import { variantIdsOf } from './domain-seed';
import { testConfig, TEST_NOW } from '../test/build-test-app';
import { freshPostgresSchema, postgresSchemaUrl, testSchemaName } from '../test/postgres-server';
import { purchaseBody, registerShopMember, shopCartWith } from '../test/shop-fixtures';

/**
 * A purchase's payment on a real PostgreSQL server: 20 identical posts at once make one payment,
 * and every answer names it. REQUIRE_PG=1 makes an unreachable server a failure.
 */
const SCHEMA = testSchemaName('shop_payments');
const PURCHASES = '/api/public/v1/purchases';

jest.setTimeout(180_000);
let app: FastifyInstance | undefined;

beforeAll(async () => {
  if (!(await freshPostgresSchema(SCHEMA))) return;
  app = await buildApp({
    config: testConfig({ databaseUrl: postgresSchemaUrl(SCHEMA) }),
    clock: () => TEST_NOW,
  });
});
afterAll(async () => {
  await app?.close();
});

test('20 identical payment posts at once: one payment, every answer names it', async () => {
  if (!app) return;
  const member = await registerShopMember(app);
  const [variant] = await variantIdsOf(app.db, 'AM0030');
  const cartKey = await shopCartWith(app, member, { [variant!]: 1 });
  const purchase = await app.inject({
    method: 'POST',
    url: PURCHASES,
    headers: member.shopHeaders,
    payload: purchaseBody(member, cartKey),
  });
  expect(purchase.statusCode).toBe(201);
  const id = purchase.json().data.id as number;

  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      app!.inject({
        method: 'POST',
        url: `${PURCHASES}/${id}/payments`,
        headers: member.headers,
        payload: { payment_channel: 'promptpay' },
      }),
    ),
  );
  const codes = answers.map((answer) => answer.statusCode).sort();
  expect(codes).toEqual([...Array<number>(19).fill(200), 201]);
  const ids = new Set(answers.map((answer) => answer.json().data.id));
  expect(ids.size).toBe(1);
  const rows = await app.db.select().from(shopPayments).where(eq(shopPayments.purchase_id, id));
  expect(rows).toHaveLength(1);
});
