import type { FastifyInstance } from 'fastify';
import { variantIdsOf } from '#api/shop/domain-seed';
import { buildTestApp } from '#api/test/build-test-app';
import { registerShopMember, type ShopMember } from '#api/test/shop-fixtures';

const CARTS = '/api/public/v1/carts';

jest.setTimeout(60_000);
let app: FastifyInstance;
let member: ShopMember;
let variants: number[];

beforeAll(async () => {
  app = await buildTestApp();
  member = await registerShopMember(app);
  // AM0002 (n=1): 50 baht off each unit.
  variants = await variantIdsOf(app.db, 'AM0002');
});
afterAll(() => app.close());

async function newCart(who = member) {
  const response = await app.inject({ method: 'POST', url: CARTS, headers: who.shopHeaders });
  expect(response.statusCode).toBe(201);
  return response.json().data.key as string;
}

test('every cart call needs a member, and x-user-ref must be theirs', async () => {
  const anonymous = await app.inject({ method: 'POST', url: CARTS });
  expect(anonymous.statusCode).toBe(401);
  const noRef = await app.inject({ method: 'POST', url: CARTS, headers: member.headers });
  expect(noRef.statusCode).toBe(400);
  expect(noRef.json().errors[0]).toMatchObject({ field: 'x-user-ref' });
  const otherRef = await app.inject({
    method: 'POST',
    url: CARTS,
    headers: { ...member.headers, 'x-user-ref': 'someone-else' },
  });
  expect(otherRef.statusCode).toBe(403);
  expect(otherRef.json().message).toBe('รหัสผู้ใช้ไม่ตรงกับผู้ที่เข้าสู่ระบบ');
});

test('create, add twice (the quantity merges), set the quantity, delete', async () => {
  const key = await newCart();
  const empty = await app.inject({ method: 'GET', url: `${CARTS}/${key}`, headers: member.shopHeaders });
  expect(empty.json().data).toEqual({
    key,
    items: [],
    total_quantity: 0,
    total_price: 0,
    original_total_price: 0,
    saving: 0,
  });

  const add = (quantity: number) =>
    app.inject({
      method: 'POST',
      url: `${CARTS}/${key}/items`,
      headers: member.shopHeaders,
      payload: { product_variant_id: variants[0], quantity },
    });
  expect((await add(1)).statusCode).toBe(200);
  const twice = (await add(2)).json().data;
  expect(twice.items).toHaveLength(1);
  const item = twice.items[0];
  expect(item).toMatchObject({
    id: variants[0],
    quantity: 3,
    price: item.original_price - 50,
    total_price: (item.original_price - 50) * 3,
    product: { code: 'AM0002', discount: { type: 'fixed', amount: 50 } },
    product_variant_group_item: { name: 'ทองคำ' },
    sub_product_variant_group_item: { name: 'เล็ก' },
  });
  expect(twice).toMatchObject({
    total_quantity: 3,
    saving: 150,
    original_total_price: item.original_price * 3,
  });

  const set = await app.inject({
    method: 'PUT',
    url: `${CARTS}/${key}/items/${item.key}`,
    headers: member.shopHeaders,
    payload: { quantity: 1 },
  });
  expect(set.statusCode).toBe(200);
  expect(set.json().data.total_quantity).toBe(1);

  const removed = await app.inject({
    method: 'DELETE',
    url: `${CARTS}/${key}/items/${item.key}`,
    headers: member.shopHeaders,
  });
  expect(removed.json().data.items).toEqual([]);
  const again = await app.inject({
    method: 'DELETE',
    url: `${CARTS}/${key}/items/${item.key}`,
    headers: member.shopHeaders,
  });
  expect(again.statusCode).toBe(404);
  expect(again.json().message).toBe('ไม่พบสินค้าในตะกร้า');
});

test('bad input is refused in Thai and changes nothing', async () => {
  const key = await newCart();
  const post = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: `${CARTS}/${key}/items`, headers: member.shopHeaders, payload });
  for (const quantity of [0, -1, 1.5, 100, 'x']) {
    const response = await post({ product_variant_id: variants[0], quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toEqual({
      field: 'quantity',
      message: 'จำนวนต้องเป็นจำนวนเต็มตั้งแต่ 1 ถึง 99',
    });
  }
  const unknown = await post({ product_variant_id: 999_999, quantity: 1 });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe('ไม่พบตัวเลือกสินค้า');
  const tooMany = await post({ product_variant_id: variants[0], quantity: 99 });
  expect(tooMany.statusCode).toBe(409);
  expect(tooMany.json().message).toBe('สินค้าในคลังไม่เพียงพอ');

  const badKey = await app.inject({ method: 'GET', url: `${CARTS}/not-a-key`, headers: member.shopHeaders });
  expect(badKey.statusCode).toBe(400);
  const cart = await app.inject({ method: 'GET', url: `${CARTS}/${key}`, headers: member.shopHeaders });
  expect(cart.json().data.items).toEqual([]);
});

test("another member's cart is not found", async () => {
  const key = await newCart();
  const stranger = await registerShopMember(app);
  const response = await app.inject({ method: 'GET', url: `${CARTS}/${key}`, headers: stranger.shopHeaders });
  expect(response.statusCode).toBe(404);
  expect(response.json().message).toBe('ไม่พบตะกร้าสินค้า');
});
