import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { performance } from 'node:perf_hooks';
import {
  shopCertificates,
  shopPurchaseItems,
  shopPurchases,
  shopShipments,
  shopVariants,
} from './shop-tables';
import { variantIdsOf } from './domain-seed';
import { memberNotices } from '#api/notices/notices-tables';
import { adminHeaders } from '../test/build-test-app';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { purchaseBody, registerShopMember, shopCartWith } from '../test/shop-fixtures';

/**
 * The back office's races on a real PostgreSQL server (PGlite runs one statement at a time): two
 * staff pressing the same button on the same purchase act once. And the list over 10,000 purchases.
 * REQUIRE_PG=1 makes an unreachable server a failure.
 */
const PURCHASES = '/api/public/v1/purchases';
const ADMIN = '/admin/v1/shop-purchases';

jest.setTimeout(180_000);
const { testOnPostgres } = appOnPostgres('shop_staff');

const stockOf = async (app: FastifyInstance, id: number) =>
  (await app.db.select({ stock: shopVariants.stock }).from(shopVariants).where(eq(shopVariants.id, id)))[0]!
    .stock;

/** A purchase of 2 pieces of `product` whose slip is in (set directly: the race is the staff's). */
async function awaitingCheck(app: FastifyInstance, product: string) {
  const [variant] = await variantIdsOf(app.db, product);
  const buyer = await registerShopMember(app);
  const cartKey = await shopCartWith(app, buyer, { [variant!]: 2 });
  const created = await app.inject({
    method: 'POST',
    url: PURCHASES,
    headers: buyer.shopHeaders,
    payload: purchaseBody(buyer, cartKey),
  });
  const id = created.json().data.id as number;
  await app.db.update(shopPurchases).set({ status: 'slip_uploaded' }).where(eq(shopPurchases.id, id));
  return { id, variant: variant! };
}

const staff = (app: FastifyInstance, url: string, payload?: object) =>
  app.inject({
    method: 'POST',
    url: `${ADMIN}${url}`,
    headers: adminHeaders(),
    ...(payload ? { payload } : {}),
  });
const sortedCodes = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

testOnPostgres(
  'two staff confirm the same slip at once: one parcel, one set of certificates',
  async (app) => {
    const { id } = await awaitingCheck(app, 'AM0035');
    const answers = await Promise.all([
      staff(app, `/${id}/confirm-payment`),
      staff(app, `/${id}/confirm-payment`),
    ]);
    expect(sortedCodes(answers)).toEqual([200, 409]);
    expect(await app.db.select().from(shopShipments).where(eq(shopShipments.purchase_id, id))).toHaveLength(
      1,
    );
    const pieces = await app.db
      .select({ code: shopCertificates.code })
      .from(shopCertificates)
      .innerJoin(shopPurchaseItems, eq(shopPurchaseItems.id, shopCertificates.purchase_item_id))
      .where(eq(shopPurchaseItems.purchase_id, id));
    expect(pieces).toHaveLength(2);
  },
);

testOnPostgres('two staff ship the same purchase at once: one tracking number, one log line', async (app) => {
  const { id } = await awaitingCheck(app, 'AM0032');
  await staff(app, `/${id}/confirm-payment`);
  const answers = await Promise.all([
    staff(app, `/${id}/ship`, { carrier: 'kerry', tracking_no: 'KERRY00000001' }),
    staff(app, `/${id}/ship`, { carrier: 'jt', tracking_no: '800000000002' }),
  ]);
  expect(sortedCodes(answers)).toEqual([200, 409]);
  const winner = answers.find((a) => a.statusCode === 200)!.json().data;
  const [parcel] = await app.db.select().from(shopShipments).where(eq(shopShipments.purchase_id, id));
  expect(parcel!.tracking_no).toBe(winner.shipments[0].tracking_no);
  expect(winner.shipments[0].logs.filter((log: { status: string }) => log.status === 'shipped')).toHaveLength(
    1,
  );
  const [purchase] = await app.db.select().from(shopPurchases).where(eq(shopPurchases.id, id));
  const told = await app.db
    .select({ kind: memberNotices.kind, body: memberNotices.body })
    .from(memberNotices)
    .where(eq(memberNotices.user_id, purchase!.user_id));
  expect(told.filter((notice) => notice.kind === 'purchase-shipped')).toEqual([
    { kind: 'purchase-shipped', body: expect.stringContaining(parcel!.tracking_no!) },
  ]);
});

testOnPostgres('cancel racing ship: one wins; the stock comes back only if the cancel did', async (app) => {
  const { id, variant } = await awaitingCheck(app, 'AM0033');
  await staff(app, `/${id}/confirm-payment`);
  const before = await stockOf(app, variant);
  const [shipped, cancelled] = await Promise.all([
    staff(app, `/${id}/ship`, { carrier: 'flash', tracking_no: 'TH01234567890' }),
    staff(app, `/${id}/cancel`, { reason: 'ลูกค้าขอยกเลิก' }),
  ]);
  expect(sortedCodes([shipped!, cancelled!])).toEqual([200, 409]);
  expect(await stockOf(app, variant)).toBe(cancelled!.statusCode === 200 ? before + 2 : before);
});

testOnPostgres('six staff cancel at once: the stock comes back once', async (app) => {
  const { id, variant } = await awaitingCheck(app, 'AM0034');
  const before = await stockOf(app, variant);
  const answers = await Promise.all(
    Array.from({ length: 6 }, () => staff(app, `/${id}/cancel`, { reason: 'สลิปปลอม' })),
  );
  expect(sortedCodes(answers)).toEqual([200, 409, 409, 409, 409, 409]);
  expect(await stockOf(app, variant)).toBe(before + 2);
});

testOnPostgres('10,000 purchases: each page of the back office answers in under 200 ms', async (app) => {
  const buyer = await registerShopMember(app);
  // 10,000 purchases over every stage, as many buyers' orders would leave them.
  await app.db.execute(sql`
    INSERT INTO shop_purchases (code, user_id, cart_key, status, fulfilment, member_name, recipient, tel,
      address, sub_district, district, province, zip_code, total_quantity, total_amount,
      original_total_amount, pay_before, created_at, updated_at)
    SELECT 'B' || lpad(i::text, 9, '0'), ${buyer.userId}, gen_random_uuid(),
      (ARRAY['slip_uploaded','ordered','ordered','ordered','ordered','cancelled','timeout'])[1 + i % 7],
      (ARRAY[NULL,'paid','packing','shipped','received',NULL,NULL])[1 + i % 7],
      'ลูกค้า ' || i, 'ผู้รับ ' || i, '08' || lpad((i * 7919 % 100000000)::text, 8, '0'),
      '1 ถนนสุขุมวิท', 'คลองเตย', 'คลองเตย', 'กรุงเทพมหานคร', '10110', 1, 100 + i % 5000, 100 + i % 5000,
      now(), now() - make_interval(secs => i), now()
    FROM generate_series(1, 10000) AS i`);
  await app.db.execute(sql`ANALYZE shop_purchases`);

  const queries = [
    '?per_page=20',
    '?stage=awaiting_check&per_page=20',
    '?stage=shipped&page=50&per_page=20',
    '?stage=paid&sort=amount_desc&per_page=20',
    `?q=${encodeURIComponent('ลูกค้า 9999')}`,
    '?q=B000004321',
    '?q=0812',
    '?page=499&per_page=20&sort=oldest',
  ];
  const figures: string[] = [];
  for (const query of queries) {
    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      const answer = await app.inject({ method: 'GET', url: `${ADMIN}${query}`, headers: adminHeaders() });
      times.push(performance.now() - started);
      expect(answer.statusCode).toBe(200);
    }
    const median = times.sort((a, b) => a - b)[2]!;
    figures.push(`${query.padEnd(50)} median ${median.toFixed(1)} ms, worst ${times[4]!.toFixed(1)} ms`);
    expect(median).toBeLessThan(200);
  }
  console.log(`back office list over 10,000 purchases (5 runs each):\n${figures.join('\n')}`);
});
