import { STAFF_ROLE_MESSAGES } from '@chokdee/shared-contract/schemas/staff-roles';
import { SHOP_STOCK_MESSAGES, type ShopVariantRow } from '@chokdee/shared-contract/schemas/shop-stock';
import type { FastifyInstance } from 'fastify';
import { variantIdsOf } from '#api/shop/domain-seed';
import { staffWithRoles, type StaffLogin } from '#api/staff-access/test/staff-fixtures';
import { adminHeaders, buildTestApp } from '#api/test/build-test-app';
import { purchaseBody, registerShopMember, shopCartWith, type ShopMember } from '#api/test/shop-fixtures';

const ADMIN = '/admin/v1/shop-variants';
const PURCHASES = '/api/public/v1/purchases';

jest.setTimeout(60_000);
let app: FastifyInstance;
let member: ShopMember;
let shop: StaffLogin;

beforeAll(async () => {
  app = await buildTestApp();
  member = await registerShopMember(app);
  shop = await staffWithRoles(app, ['shop']);
});
afterAll(() => app.close());

const read = async (id: number) =>
  (await app.inject({ method: 'GET', url: `${ADMIN}/${id}`, headers: shop.headers })).json()
    .data as ShopVariantRow;
const put = (id: number | string, payload: object, headers = shop.headers) =>
  app.inject({ method: 'PUT', url: `${ADMIN}/${id}`, headers, payload });

/** AM0003 has no product discount: its first variant (ทองคำ เล็ก) costs 3,559 บาท with 5 in stock. */
const plainVariant = async () => (await variantIdsOf(app.db, 'AM0003'))[0]!;

describe('the stock and discount list', () => {
  test('pages variants and finds them by words in the product name', async () => {
    const page = await app.inject({
      method: 'GET',
      url: `${ADMIN}?per_page=5&page=2`,
      headers: shop.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toHaveLength(5);
    expect(page.json().meta).toMatchObject({ page: 2, per_page: 5, total: expect.any(Number) });

    const found = await app.inject({
      method: 'GET',
      url: `${ADMIN}?q=${encodeURIComponent('รุ่น 3')}`,
      headers: shop.headers,
    });
    const rows = found.json().data as ShopVariantRow[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.product_name.includes('รุ่น 3'))).toBe(true);
    expect(rows[0]).toMatchObject({ product_code: 'AM0003', name: 'ทองคำ', price: 3559, price_today: 3559 });
  });

  test('a search too long is a Thai 400', async () => {
    const long = await app.inject({
      method: 'GET',
      url: `${ADMIN}?q=${'ก'.repeat(61)}`,
      headers: shop.headers,
    });
    expect([long.statusCode, long.json().errors[0].message]).toEqual([
      400,
      SHOP_STOCK_MESSAGES.searchTooLong,
    ]);
  });

  test('only the shop role (and the owner) may look or edit: others get the Thai 403', async () => {
    for (const roles of [['support'], ['reviewer'], []] as const) {
      const other = await staffWithRoles(app, [...roles]);
      const list = await app.inject({ method: 'GET', url: ADMIN, headers: other.headers });
      expect([list.statusCode, list.json().message]).toEqual([403, STAFF_ROLE_MESSAGES.forbidden]);
      const edit = await put(await plainVariant(), { version: 1, on_hand: 3, discount: null }, other.headers);
      expect([edit.statusCode, edit.json().message]).toEqual([403, STAFF_ROLE_MESSAGES.forbidden]);
    }
    const owner = await app.inject({ method: 'GET', url: ADMIN, headers: adminHeaders() });
    expect(owner.statusCode).toBe(200);
    const nobody = await app.inject({ method: 'GET', url: ADMIN });
    expect(nobody.statusCode).toBe(401);
  });

  test('unknown, out-of-range and non-numeric ids are a Thai 404', async () => {
    for (const id of ['999999', '99999999999', 'abc', '0', '-1']) {
      const answer = await put(id, { version: 1, on_hand: 1, discount: null });
      expect([id, answer.statusCode, answer.json().message]).toEqual([
        id,
        404,
        SHOP_STOCK_MESSAGES.variantNotFound,
      ]);
      const one = await app.inject({ method: 'GET', url: `${ADMIN}/${id}`, headers: shop.headers });
      expect(one.statusCode).toBe(404);
    }
  });
});

describe('setting a variant’s stock and discount', () => {
  test('bad input is a Thai 400 and changes nothing', async () => {
    const id = await plainVariant();
    const before = await read(id);
    const cases: [object, string, string][] = [
      [
        { version: before.version, on_hand: -1, discount: null },
        'on_hand',
        SHOP_STOCK_MESSAGES.stockRequired,
      ],
      [
        { version: before.version, on_hand: 1.5, discount: null },
        'on_hand',
        SHOP_STOCK_MESSAGES.stockRequired,
      ],
      [
        { version: before.version, on_hand: 100_001, discount: null },
        'on_hand',
        SHOP_STOCK_MESSAGES.stockTooLarge,
      ],
      [
        { version: before.version, on_hand: 5, discount: { type: 'percent', amount: 150 } },
        'discount.amount',
        SHOP_STOCK_MESSAGES.percentRange,
      ],
      [
        { version: before.version, on_hand: 5, discount: { type: 'fixed', amount: 0 } },
        'discount.amount',
        SHOP_STOCK_MESSAGES.bahtRequired,
      ],
      [
        {
          version: before.version,
          on_hand: 5,
          discount: { type: 'percent', amount: 10, starts_on: '2026-12-10', ends_on: '2026-12-01' },
        },
        'discount.ends_on',
        SHOP_STOCK_MESSAGES.endsBeforeStart,
      ],
      [
        {
          version: before.version,
          on_hand: 5,
          discount: { type: 'percent', amount: 10, starts_on: '2026-02-30' },
        },
        'discount.starts_on',
        SHOP_STOCK_MESSAGES.dayInvalid,
      ],
      [
        { version: before.version, on_hand: 5, discount: { type: 'fixed', amount: 3559 } },
        'discount.amount',
        SHOP_STOCK_MESSAGES.bahtBelowPrice,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const answer = await put(id, payload);
      expect([answer.statusCode, answer.json().errors]).toEqual([400, [{ field, message }]]);
    }
    expect(await read(id)).toEqual(before);
  });

  test('a 10% discount from today shows in the store, the cart and the purchase the buyer pays', async () => {
    const id = await plainVariant();
    const before = await read(id);
    const saved = await put(id, {
      version: before.version,
      on_hand: 8,
      discount: { type: 'percent', amount: 10, starts_on: '2026-11-21', ends_on: '2026-11-30' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      stock: 8,
      on_hand: 8,
      price_today: 3203,
      discount_active: true,
      version: before.version + 1,
    });

    const product = (await app.inject({ method: 'GET', url: '/api/public/v1/products/AM0003' })).json().data;
    expect(product.variants[0]).toMatchObject({ id, price: 3559, discounted_price: 3203 });
    // The other variants keep their price: the discount is this variant's own.
    expect(product.variants[1].discounted_price).toBe(product.variants[1].price);
    expect(product).toMatchObject({ price_from: 1159, original_price_from: 1159 });

    const cartKey = await shopCartWith(app, member, { [id]: 2 });
    const cart = (
      await app.inject({ method: 'GET', url: `/api/public/v1/carts/${cartKey}`, headers: member.shopHeaders })
    ).json().data;
    expect(cart).toMatchObject({ total_price: 6406, original_total_price: 7118, saving: 712 });
    expect(cart.items[0]).toMatchObject({
      price: 3203,
      product: { discount: { type: 'percent', amount: 10 } },
    });

    // The browser's total is only compared, never used: a wrong one is refused with the server's.
    const cheat = await app.inject({
      method: 'POST',
      url: PURCHASES,
      headers: member.shopHeaders,
      payload: purchaseBody(member, cartKey, { expected_total: 100 }),
    });
    expect(cheat.statusCode).toBe(409);
    const bought = await app.inject({
      method: 'POST',
      url: PURCHASES,
      headers: member.shopHeaders,
      payload: purchaseBody(member, cartKey, { expected_total: 6406 }),
    });
    expect(bought.statusCode).toBe(201);
    expect(bought.json().data).toMatchObject({ total_amount: 6406 });
    expect(await read(id)).toMatchObject({ stock: 6, reserved: 2, sold: 0, on_hand: 8 });
  });

  test('a discount that starts tomorrow or ended yesterday does not apply today', async () => {
    const id = (await variantIdsOf(app.db, 'AM0006'))[0]!;
    for (const days of [
      { starts_on: '2026-11-22', ends_on: null },
      { starts_on: null, ends_on: '2026-11-20' },
    ]) {
      const { version, on_hand, price } = await read(id);
      const saved = await put(id, { version, on_hand, discount: { type: 'fixed', amount: 100, ...days } });
      expect(saved.json().data).toMatchObject({ discount_active: false, discount: { amount: 100, ...days } });
      const product = (await app.inject({ method: 'GET', url: '/api/public/v1/products/AM0006' })).json()
        .data;
      expect(product.variants[0].discounted_price).toBe(price);
    }
  });

  test('stock below what buyers hold is refused in Thai; at that count it sells nothing more', async () => {
    const id = (await variantIdsOf(app.db, 'AM0009'))[0]!;
    const cartKey = await shopCartWith(app, member, { [id]: 2 });
    const bought = await app.inject({
      method: 'POST',
      url: PURCHASES,
      headers: member.shopHeaders,
      payload: purchaseBody(member, cartKey),
    });
    expect(bought.statusCode).toBe(201);
    const held = await read(id);
    expect(held.reserved).toBe(2);

    const below = await put(id, { version: held.version, on_hand: 1, discount: null });
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({
      message: SHOP_STOCK_MESSAGES.stockBelowHeld(2),
      errors: [{ field: 'on_hand', message: SHOP_STOCK_MESSAGES.stockBelowHeld(2) }],
    });
    expect(below.json().message).toBe('ตั้งจำนวนต่ำกว่า 2 ชิ้นไม่ได้ เพราะมีผู้สั่งซื้อจองหรือชำระเงินไว้แล้ว 2 ชิ้น');

    const atHeld = await put(id, { version: held.version, on_hand: 2, discount: null });
    expect(atHeld.json().data).toMatchObject({ stock: 0, reserved: 2, on_hand: 2 });
    // The buyer cancels: the held pieces come back to sell.
    await app.inject({
      method: 'DELETE',
      url: `${PURCHASES}/${bought.json().data.id}/cancel`,
      headers: member.shopHeaders,
    });
    expect(await read(id)).toMatchObject({ stock: 2, reserved: 0, on_hand: 2 });
  });

  test('a save on an old version is refused (409) and loses nothing', async () => {
    const id = (await variantIdsOf(app.db, 'AM0012'))[0]!;
    const seen = await read(id);
    const first = await put(id, { version: seen.version, on_hand: 20, discount: null });
    expect(first.statusCode).toBe(200);
    const second = await put(id, { version: seen.version, on_hand: 4, discount: null });
    expect([second.statusCode, second.json().message]).toEqual([409, SHOP_STOCK_MESSAGES.editedByOther]);
    expect(await read(id)).toMatchObject({ on_hand: 20, version: seen.version + 1 });
  });

  test('each change is in the audit log with before and after', async () => {
    const id = (await variantIdsOf(app.db, 'AM0015'))[0]!;
    const seen = await read(id);
    await put(id, { version: seen.version, on_hand: 11, discount: { type: 'fixed', amount: 50 } });
    const log = await app.inject({
      method: 'GET',
      url: '/admin/v1/audit-log?per_page=1',
      headers: adminHeaders(),
    });
    expect(log.json().data[0]).toMatchObject({
      route: '/admin/v1/shop-variants/:id',
      status: 200,
      before: { on_hand: seen.on_hand, discount: null, version: seen.version },
      after: {
        on_hand: 11,
        stock: 11,
        discount: { type: 'fixed', amount: 50, starts_on: null, ends_on: null },
        version: seen.version + 1,
      },
    });
  });
});
