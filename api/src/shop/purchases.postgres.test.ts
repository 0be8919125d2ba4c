import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { shopPurchases, shopVariants } from './shop-tables';
import { variantIdsOf } from './domain-seed';
import { TEST_NOW } from '../test/build-test-app';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { purchaseBody, registerShopMember, shopCartWith } from '../test/shop-fixtures';

/**
 * The shop's races on a real PostgreSQL server (PGlite runs one statement at a time): many buyers
 * for the last piece, double submits, and a cancel racing the timeout. REQUIRE_PG=1 makes an
 * unreachable server a failure.
 */
const PURCHASES = '/api/public/v1/purchases';

jest.setTimeout(180_000);

let now = TEST_NOW;
const { testOnPostgres } = appOnPostgres('shop', { clock: () => now });

afterEach(() => {
  now = TEST_NOW;
});

const stockOf = async (app: FastifyInstance, id: number) =>
  (await app.db.select({ stock: shopVariants.stock }).from(shopVariants).where(eq(shopVariants.id, id)))[0]!
    .stock;

testOnPostgres('12 buyers for the last piece: exactly one purchase, stock 0, never negative', async (app) => {
  const [variant] = await variantIdsOf(app.db, 'AM0021');
  await app.db.update(shopVariants).set({ stock: 1 }).where(eq(shopVariants.id, variant!));
  const buyers = await Promise.all(Array.from({ length: 12 }, () => registerShopMember(app)));
  const carts = await Promise.all(buyers.map((buyer) => shopCartWith(app, buyer, { [variant!]: 1 })));

  const answers = await Promise.all(
    buyers.map((buyer, i) =>
      app.inject({
        method: 'POST',
        url: PURCHASES,
        headers: buyer.shopHeaders,
        payload: purchaseBody(buyer, carts[i]!),
      }),
    ),
  );
  const codes = answers.map((answer) => answer.statusCode).sort();
  expect(codes).toEqual([201, ...Array(11).fill(409)]);
  for (const answer of answers.filter((a) => a.statusCode === 409))
    expect(answer.json().message).toBe('สินค้าในคลังไม่เพียงพอ');
  expect(await stockOf(app, variant!)).toBe(0);
});

testOnPostgres(
  'a double submit (same cart, 8 at once, with and without a key) makes one purchase',
  async (app) => {
    const [variant] = await variantIdsOf(app.db, 'AM0022');
    const before = await stockOf(app, variant!);
    const buyer = await registerShopMember(app);
    const cartKey = await shopCartWith(app, buyer, { [variant!]: 2 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: PURCHASES,
          headers: { ...buyer.shopHeaders, ...(i % 2 ? { 'idempotency-key': 'same-click' } : {}) },
          payload: purchaseBody(buyer, cartKey),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().data.id)).size).toBe(1);
    const rows = await app.db.select().from(shopPurchases).where(eq(shopPurchases.user_id, buyer.userId));
    expect(rows).toHaveLength(1);
    expect(await stockOf(app, variant!)).toBe(before - 2);
  },
);

testOnPostgres(
  'one key over two carts submitted at once: one purchase, the other cart untouched',
  async (app) => {
    const [variant] = await variantIdsOf(app.db, 'AM0023');
    const before = await stockOf(app, variant!);
    const buyer = await registerShopMember(app);
    const [a, b] = [
      await shopCartWith(app, buyer, { [variant!]: 1 }),
      await shopCartWith(app, buyer, { [variant!]: 1 }),
    ];
    const answers = await Promise.all(
      [a, b].map((cartKey) =>
        app.inject({
          method: 'POST',
          url: PURCHASES,
          headers: { ...buyer.shopHeaders, 'idempotency-key': 'one-key' },
          payload: purchaseBody(buyer, cartKey),
        }),
      ),
    );
    expect(new Set(answers.map((x) => x.json().data.id)).size).toBe(1);
    expect(await stockOf(app, variant!)).toBe(before - 1);
  },
);

testOnPostgres('4 cancels at once give the stock back exactly once', async (app) => {
  const [variant] = await variantIdsOf(app.db, 'AM0024');
  const before = await stockOf(app, variant!);
  const buyer = await registerShopMember(app);
  const cartKey = await shopCartWith(app, buyer, { [variant!]: 3 });
  const purchase = (
    await app.inject({
      method: 'POST',
      url: PURCHASES,
      headers: buyer.shopHeaders,
      payload: purchaseBody(buyer, cartKey),
    })
  ).json().data;
  expect(await stockOf(app, variant!)).toBe(before - 3);
  await Promise.all([
    ...Array.from({ length: 4 }, () =>
      app.inject({ method: 'DELETE', url: `${PURCHASES}/${purchase.id}/cancel`, headers: buyer.headers }),
    ),
    ...Array.from({ length: 4 }, () => app.inject({ method: 'GET', url: PURCHASES, headers: buyer.headers })),
  ]);
  expect(await stockOf(app, variant!)).toBe(before);
});

testOnPostgres(
  '6 readers releasing the same timed-out purchase give its stock back exactly once',
  async (app) => {
    const [variant] = await variantIdsOf(app.db, 'AM0025');
    const before = await stockOf(app, variant!);
    const buyer = await registerShopMember(app);
    const cartKey = await shopCartWith(app, buyer, { [variant!]: 2 });
    const purchase = (
      await app.inject({
        method: 'POST',
        url: PURCHASES,
        headers: buyer.shopHeaders,
        payload: purchaseBody(buyer, cartKey),
      })
    ).json().data;
    expect(await stockOf(app, variant!)).toBe(before - 2);
    now = new Date(Date.parse(purchase.pay_before) + 1000);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.inject({ method: 'GET', url: `${PURCHASES}/${purchase.code}`, headers: buyer.headers }),
      ),
    );
    expect(answers.map((answer) => answer.json().data.status)).toEqual(Array(6).fill('timeout'));
    expect(await stockOf(app, variant!)).toBe(before);
  },
);
