import { SHOP_STOCK_MESSAGES, type ShopVariantRow } from '@chokdee/shared-contract/schemas/shop-stock';
import type { FastifyInstance } from 'fastify';
import { variantIdsOf } from './domain-seed';
import { adminHeaders } from '../test/build-test-app';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { purchaseBody, registerShopMember, shopCartWith } from '../test/shop-fixtures';

/**
 * The stock screen's races on a real PostgreSQL server (PGlite runs one statement at a time): two
 * staff saving the same variant at once save once, and a staff count racing a buyer's purchase
 * never sells a piece twice nor takes back a held one. REQUIRE_PG=1 makes an unreachable server a failure.
 */
const ADMIN = '/admin/v1/shop-variants';

jest.setTimeout(180_000);
const { testOnPostgres } = appOnPostgres('shop_variants');

const read = async (app: FastifyInstance, id: number) =>
  (await app.inject({ method: 'GET', url: `${ADMIN}/${id}`, headers: adminHeaders() })).json()
    .data as ShopVariantRow;
const save = (app: FastifyInstance, id: number, payload: object) =>
  app.inject({ method: 'PUT', url: `${ADMIN}/${id}`, headers: adminHeaders(), payload });
const codes = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

testOnPostgres(
  'two staff save the same variant at once: one is saved, the other told to look again',
  async (app) => {
    for (const product of ['AM0041', 'AM0042', 'AM0043']) {
      const id = (await variantIdsOf(app.db, product))[0]!;
      const seen = await read(app, id);
      const answers = await Promise.all([
        save(app, id, { version: seen.version, on_hand: 30, discount: { type: 'percent', amount: 20 } }),
        save(app, id, { version: seen.version, on_hand: 7, discount: null }),
      ]);
      expect(codes(answers)).toEqual([200, 409]);
      const lost = answers.find((a) => a.statusCode === 409)!;
      expect(lost.json().message).toBe(SHOP_STOCK_MESSAGES.editedByOther);
      const won = answers.find((a) => a.statusCode === 200)!.json().data as ShopVariantRow;
      expect(await read(app, id)).toEqual(won);
      expect(won.version).toBe(seen.version + 1);
    }
  },
);

testOnPostgres(
  'a staff count racing a purchase: the held pieces stay held, the rest is what is sold',
  async (app) => {
    const buyer = await registerShopMember(app);
    for (const [product, onHand] of [
      ['AM0044', 3],
      ['AM0045', 3],
      ['AM0046', 1],
      ['AM0047', 1],
    ] as const) {
      const id = (await variantIdsOf(app.db, product))[0]!;
      const seen = await read(app, id);
      const cartKey = await shopCartWith(app, buyer, { [id]: 2 });
      const [bought, saved] = await Promise.all([
        app.inject({
          method: 'POST',
          url: '/api/public/v1/purchases',
          headers: buyer.shopHeaders,
          payload: purchaseBody(buyer, cartKey),
        }),
        save(app, id, { version: seen.version, on_hand: onHand, discount: null }),
      ]);
      const after = await read(app, id);
      expect(after.stock).toBeGreaterThanOrEqual(0);
      if (onHand === 3) {
        // Either order ends the same: 3 on the shelf, 2 of them held by the buyer.
        expect([bought.statusCode, saved.statusCode]).toEqual([201, 200]);
        expect(after).toMatchObject({ on_hand: 3, reserved: 2, stock: 1 });
      } else {
        // One piece on the shelf cannot cover two: the count or the purchase is refused, never both kept.
        expect(codes([bought, saved])).toEqual(bought.statusCode === 201 ? [201, 409] : [200, 409]);
        expect(after.on_hand).toBe(bought.statusCode === 201 ? seen.on_hand : 1);
        expect(after.on_hand).toBeGreaterThanOrEqual(after.reserved);
      }
    }
  },
);
