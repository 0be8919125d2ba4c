import { LotteryCartResponseSchema, MAX_CART_TICKETS } from '@chokdee/shared-contract/schemas/lottery-cart';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { carts, tickets } from '#api/lottery-sales/inventory-tables';
import { lotteryDraws } from '#api/results/results-tables';
import { stores } from '#api/lottery-sales/stores-tables';
import { registerMember } from '#api/test/member-session';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';
import { createTestStore, takenCount, type TestStore } from '#api/test/store-fixtures';

jest.setTimeout(60_000);

const clock = createTestClock();
let app: FastifyInstance;
/** Three tickets of 123456, two of 000777, one of 999999; price 80. */
let shop: TestStore;
let member: { authorization: string };
let stranger: { authorization: string };

const WINDOW = 900;
const NOW_UNIX = Math.floor(TEST_NOW.getTime() / 1000);

beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now, config: {} });
  shop = await createTestStore(app.db, {
    now: TEST_NOW,
    numbers: ['123456', '000777'],
    copies: 2,
    price: 80,
  });
  await createMoreTickets(shop, '123456', 1, 3);
  await createMoreTickets(shop, '999999', 1, 1);
  member = (await registerMember(app)).headers;
  stranger = (await registerMember(app)).headers;
});
afterAll(() => app.close());
afterEach(() => clock.set(TEST_NOW));

async function createMoreTickets(store: TestStore, number: string, count: number, firstSet: number) {
  await app.db.insert(tickets).values(
    Array.from({ length: count }, (_, i) => ({
      draw_id: store.drawId,
      store_id: store.store.id,
      number: Number(number),
      set_no: firstSet + i,
      price: 80,
    })),
  );
}

const newMember = async () => (await registerMember(app)).headers;

function createCart(headers: Record<string, string>, store: TestStore = shop, by: 'code' | 'ref' = 'code') {
  return app.inject({
    method: 'POST',
    url: '/public/v2/carts',
    headers: {
      ...headers,
      ...(by === 'code' ? { 'x-store-code': store.store.code } : { 'x-user-ref': store.userRef }),
    },
  });
}

async function newCart(headers: Record<string, string>, store: TestStore = shop): Promise<string> {
  const response = await createCart(headers, store);
  expect([200, 201]).toContain(response.statusCode);
  return response.json().meta.id;
}

const addItem = (headers: Record<string, string>, cartId: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/public/v2/carts/${cartId}/items`,
    headers,
    payload: payload as object,
  });
const addGroup = (headers: Record<string, string>, cartId: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/public/v2/carts/${cartId}/items-group`,
    headers,
    payload: payload as object,
  });
const getCart = (headers: Record<string, string>, cartId: string) =>
  app.inject({ method: 'GET', url: `/public/v2/carts/${cartId}?is_group=true`, headers });
const deleteItem = (
  headers: Record<string, string>,
  cartId: string,
  number: string,
  quantity?: number | string,
) =>
  app.inject({
    method: 'DELETE',
    url: `/public/v2/carts/${cartId}/items/${number}${quantity === undefined ? '' : `?quantity=${quantity}`}`,
    headers,
  });
const deleteCart = (headers: Record<string, string>, cartId: string) =>
  app.inject({ method: 'DELETE', url: `/public/v2/carts/${cartId}`, headers });

const taken = (number: string, store: TestStore = shop) =>
  takenCount(app.db, store.store.id, number, clock.now());
const error = (status: number, message: string, errors: unknown[] = []) => ({ message, errors, status });

describe('without a member token', () => {
  test.each([
    ['POST', '/public/v2/carts'],
    ['GET', '/public/v2/carts/00000000-0000-4000-8000-000000000000'],
    ['POST', '/public/v2/carts/00000000-0000-4000-8000-000000000000/items'],
    ['POST', '/public/v2/carts/00000000-0000-4000-8000-000000000000/items-group'],
    ['DELETE', '/public/v2/carts/00000000-0000-4000-8000-000000000000/items/123456'],
    ['DELETE', '/public/v2/carts/00000000-0000-4000-8000-000000000000'],
  ] as const)('%s %s → 401 Thai, before looking at the body', async (method, url) => {
    const response = await app.inject({
      method,
      url,
      payload: method === 'POST' ? { number: 'x' } : undefined,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(error(401, 'กรุณาเข้าสู่ระบบ'));
  });
});

describe('POST /public/v2/carts', () => {
  test('201 with an empty cart of the store and the current draw, held for the configured window', async () => {
    const headers = await newMember();
    const response = await createCart({ ...headers, 'x-gre-token': 'anything' });
    expect(response.statusCode).toBe(201);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = LotteryCartResponseSchema.parse(response.json());
    expect(body).toEqual({
      data: [],
      meta: {
        id: expect.any(String),
        store_code: shop.store.code,
        draw_date: '2026-12-01',
        total_quantity: 0,
        total_price: 0,
        expire_unix: NOW_UNIX + WINDOW,
        now_unix: NOW_UNIX,
        isGroup: false,
        groupNumber: null,
        groupQuantity: null,
      },
    });
  });

  test("the member's live cart comes back (200), by store code or by the dealer's ref, per member", async () => {
    const headers = await newMember();
    const first = await createCart(headers);
    clock.set(new Date(TEST_NOW.getTime() + 60_000));
    const again = await createCart(headers, shop, 'ref');
    expect(again.statusCode).toBe(200);
    expect(again.json().meta.id).toBe(first.json().meta.id);
    // The window is fixed at creation: coming back does not extend it.
    expect(again.json().meta.expire_unix).toBe(NOW_UNIX + WINDOW);
    expect(again.json().meta.now_unix).toBe(NOW_UNIX + 60);
    const other = await createCart(await newMember());
    expect(other.statusCode).toBe(201);
    expect(other.json().meta.id).not.toBe(first.json().meta.id);
  });

  test('two creates at once end with one cart', async () => {
    const headers = await newMember();
    const answers = await Promise.all([createCart(headers), createCart(headers), createCart(headers)]);
    expect(new Set(answers.map((a) => a.json().meta.id)).size).toBe(1);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
  });

  test('a cart in another store is another cart', async () => {
    const headers = await newMember();
    const other = await createTestStore(app.db, { now: TEST_NOW });
    expect(await newCart(headers)).not.toBe(await newCart(headers, other));
  });

  test('an expired cart is closed and a new one made', async () => {
    const headers = await newMember();
    const old = await newCart(headers);
    expect((await addItem(headers, old, { number: '999999', quantity: 1 })).statusCode).toBe(200);
    clock.set(new Date(TEST_NOW.getTime() + WINDOW * 1000));
    const fresh = await createCart(headers);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().meta.id).not.toBe(old);
    expect(fresh.json().meta.expire_unix).toBe(NOW_UNIX + 2 * WINDOW);
    const [row] = await app.db.select().from(carts).where(eq(carts.id, old));
    expect(row?.closed_at).toEqual(clock.now());
    expect((await getCart(headers, old)).json()).toEqual(error(404, 'ไม่พบตะกร้าสินค้า'));
    // Its ticket was free the moment the window ended, so the new cart can take it.
    expect((await addItem(headers, fresh.json().meta.id, { number: '999999', quantity: 1 })).statusCode).toBe(
      200,
    );
    await deleteCart(headers, fresh.json().meta.id);
  });

  test('400 without a store header, 404 for an unknown store', async () => {
    const none = await app.inject({
      method: 'POST',
      url: '/public/v2/carts',
      headers: { ...member, 'x-store-code': ' ' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual(error(400, 'กรุณาระบุร้านค้า'));
    const unknown = await app.inject({
      method: 'POST',
      url: '/public/v2/carts',
      headers: { ...member, 'x-user-ref': 'no-such-store' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(error(404, 'ไม่พบร้านค้า'));
  });

  test('422 when the store is closed or sold out', async () => {
    const closed = await createTestStore(app.db, { now: TEST_NOW, store: { is_open: false } });
    const soldOut = await createTestStore(app.db, { now: TEST_NOW, store: { is_sold_out: true } });
    expect((await createCart(member, closed)).json()).toEqual(error(422, 'ร้านค้าปิดอยู่'));
    expect((await createCart(member, soldOut)).json()).toEqual(error(422, 'ร้านค้าขายหมดแล้ว'));
  });

  test('422 outside the sale window: between the 14:00 close and the next opening', async () => {
    // 2026-12-01 15:00 Bangkok: the 1 December sale has ended, the 16 December one opens at 16:00.
    clock.set('2026-12-01T08:00:00.000Z');
    const response = await createCart(member);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual(error(422, 'ขณะนี้ปิดการขาย'));
  });
});

describe('POST /public/v2/carts/{cartId}/items', () => {
  test('reserves the tickets: grouped by number with quantity, price, total and sets', async () => {
    const headers = await newMember();
    const cartId = await newCart(headers);
    const first = await addItem(headers, cartId, { number: '123456', quantity: 2 });
    expect(first.statusCode).toBe(200);
    const second = await addItem(headers, cartId, { number: '000777', quantity: 1 });
    const body = LotteryCartResponseSchema.parse(second.json());
    expect(body.data).toEqual([
      { id: '000777', number: '000777', quantity: 1, price: 80, total_price: 80, set_numbers: [1] },
      { id: '123456', number: '123456', quantity: 2, price: 80, total_price: 160, set_numbers: [1, 2] },
    ]);
    expect(body.meta).toMatchObject({
      id: cartId,
      total_quantity: 3,
      total_price: 240,
      expire_unix: NOW_UNIX + WINDOW,
    });
    expect(await taken('123456')).toBe(2);
    const held = await app.db.select().from(tickets).where(eq(tickets.cart_id, cartId));
    expect(held.map((t) => t.held_until)).toEqual(held.map(() => new Date((NOW_UNIX + WINDOW) * 1000)));
    // GET reads the same cart back.
    expect((await getCart(headers, cartId)).json()).toEqual(second.json());
    await deleteCart(headers, cartId);
    expect(await taken('123456')).toBe(0);
  });

  test('all or nothing: asking for more than is free reserves nothing and says how many are left', async () => {
    const holder = await newMember();
    const holderCart = await newCart(holder);
    await addItem(holder, holderCart, { number: '123456', quantity: 2 });
    const headers = await newMember();
    const cartId = await newCart(headers);
    const response = await addItem(headers, cartId, { number: '123456', quantity: 2 });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(error(409, 'เลขนี้มีไม่พอ', [{ field: 'quantity', message: 'เหลือ 1 ใบ' }]));
    expect(await taken('123456')).toBe(2);
    expect((await getCart(headers, cartId)).json().data).toEqual([]);
    const missing = await addItem(headers, cartId, { number: '555555', quantity: 1 });
    expect(missing.json()).toEqual(error(409, 'เลขนี้มีไม่พอ', [{ field: 'quantity', message: 'ไม่มีสลากเหลือ' }]));
    await deleteCart(holder, holderCart);
  });

  test('nobody gets more than exist: 10 members ask for 2 of a number with 3 at once', async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, newMember));
    const cartIds = await Promise.all(buyers.map((headers) => newCart(headers)));
    const answers = await Promise.all(
      buyers.map((headers, i) => addItem(headers, cartIds[i]!, { number: '123456', quantity: 2 })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    expect(await taken('123456')).toBe(2);
    await Promise.all(buyers.map((headers, i) => deleteCart(headers, cartIds[i]!)));
  });

  test(`at most ${MAX_CART_TICKETS} tickets in one cart: 422`, async () => {
    const big = await createTestStore(app.db, { now: TEST_NOW, numbers: ['424242'], copies: 60 });
    const headers = await newMember();
    const cartId = await newCart(headers, big);
    expect((await addItem(headers, cartId, { number: '424242', quantity: 45 })).statusCode).toBe(200);
    const over = await addItem(headers, cartId, { number: '424242', quantity: 6 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual(
      error(422, `ตะกร้าหนึ่งใบมีสลากได้ไม่เกิน ${MAX_CART_TICKETS} ใบ`, [
        { field: 'quantity', message: 'ตะกร้านี้มีสลากแล้ว 45 ใบ' },
      ]),
    );
    expect(
      (await addItem(headers, cartId, { number: '424242', quantity: 5 })).json().meta.total_quantity,
    ).toBe(50);
    expect(await taken('424242', big)).toBe(50);
  });

  test('an expired cart answers 410 and its tickets are free for others, with no timer', async () => {
    const headers = await newMember();
    const cartId = await newCart(headers);
    await addItem(headers, cartId, { number: '000777', quantity: 2 });
    clock.set(new Date(TEST_NOW.getTime() + (WINDOW - 1) * 1000));
    expect((await getCart(headers, cartId)).statusCode).toBe(200);
    expect(await taken('000777')).toBe(2);
    clock.set(new Date(TEST_NOW.getTime() + WINDOW * 1000));
    expect(await taken('000777')).toBe(0);
    for (const response of [
      await getCart(headers, cartId),
      await addItem(headers, cartId, { number: '000777', quantity: 1 }),
      await deleteItem(headers, cartId, '000777'),
    ]) {
      expect(response.statusCode).toBe(410);
      expect(response.json()).toEqual(error(410, 'ตะกร้าหมดเวลาแล้ว'));
    }
    const other = await newMember();
    const otherCart = await newCart(other);
    const taken2 = await addItem(other, otherCart, { number: '000777', quantity: 2 });
    expect(taken2.statusCode).toBe(200);
    expect(taken2.json().meta.expire_unix).toBe(NOW_UNIX + 2 * WINDOW);
    // Deleting the expired cart closes it and leaves the other member's tickets alone.
    expect((await deleteCart(headers, cartId)).statusCode).toBe(204);
    expect((await getCart(other, otherCart)).json().meta.total_quantity).toBe(2);
    await deleteCart(other, otherCart);
  });

  test('422 when the sale is switched off or the store closes while the cart is open', async () => {
    const store = await createTestStore(app.db, { now: TEST_NOW, numbers: ['111111'] });
    const headers = await newMember();
    const cartId = await newCart(headers, store);
    const [draw] = await app.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, store.drawId));
    await app.db.update(lotteryDraws).set({ is_sale_open: false }).where(eq(lotteryDraws.id, store.drawId));
    try {
      const response = await addItem(headers, cartId, { number: '111111', quantity: 1 });
      expect(response.json()).toEqual(error(422, 'ขณะนี้ปิดการขาย'));
    } finally {
      await app.db
        .update(lotteryDraws)
        .set({ is_sale_open: draw!.is_sale_open })
        .where(eq(lotteryDraws.id, store.drawId));
    }
    await app.db.update(stores).set({ is_open: false }).where(eq(stores.id, store.store.id));
    expect((await addItem(headers, cartId, { number: '111111', quantity: 1 })).json()).toEqual(
      error(422, 'ร้านค้าปิดอยู่'),
    );
    await app.db
      .update(stores)
      .set({ is_open: true, is_sold_out: true })
      .where(eq(stores.id, store.store.id));
    expect((await addItem(headers, cartId, { number: '111111', quantity: 1 })).json()).toEqual(
      error(422, 'ร้านค้าขายหมดแล้ว'),
    );
    expect(await taken('111111', store)).toBe(0);
  });

  test.each([
    ['a 5-digit number', { number: '12345', quantity: 1 }, 'number', 'เลขสลากต้องเป็นตัวเลข 6 หลัก'],
    ['letters', { number: '12a456', quantity: 1 }, 'number', 'เลขสลากต้องเป็นตัวเลข 6 หลัก'],
    ['quantity 0', { number: '123456', quantity: 0 }, 'quantity', 'จำนวนต้องไม่น้อยกว่า 1'],
    [`quantity ${MAX_CART_TICKETS + 1}`, { number: '123456', quantity: 51 }, 'quantity', 'จำนวนต้องไม่เกิน 50'],
  ])('400 with the kernel message for %s', async (_case, payload, field, message) => {
    const cartId = await newCart(member);
    const response = await addItem(member, cartId, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'ข้อมูลไม่ถูกต้อง', status: 400 });
    expect(response.json().errors).toContainEqual({ field, message });
  });

  test('400 for a missing body or a quantity that is not a whole number', async () => {
    const cartId = await newCart(member);
    for (const payload of [{}, { number: '123456', quantity: 1.5 }, { number: '123456', quantity: '1' }]) {
      const response = await addItem(member, cartId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('ข้อมูลไม่ถูกต้อง');
    }
  });
});

describe('carts that are not yours, not there, or not uuids', () => {
  test.each([
    ['not a uuid', 'not-a-cart'],
    ['an unknown uuid', '5b1f0f8e-5c1a-4d7e-9a55-3f0c2b8f7e21'],
  ])('%s → 404 on every call', async (_case, cartId) => {
    for (const response of [
      await getCart(member, cartId),
      await addItem(member, cartId, { number: '123456', quantity: 1 }),
      await addGroup(member, cartId, { quantity: 1 }),
      await deleteItem(member, cartId, '123456'),
      await deleteCart(member, cartId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(error(404, 'ไม่พบตะกร้าสินค้า'));
    }
  });

  test("another member's cart is 404 for every call and stays untouched", async () => {
    const owner = await newMember();
    const cartId = await newCart(owner);
    await addItem(owner, cartId, { number: '999999', quantity: 1 });
    for (const response of [
      await getCart(stranger, cartId),
      await addItem(stranger, cartId, { number: '123456', quantity: 1 }),
      await addGroup(stranger, cartId, { quantity: 1 }),
      await deleteItem(stranger, cartId, '999999'),
      await deleteCart(stranger, cartId),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(error(404, 'ไม่พบตะกร้าสินค้า'));
    }
    expect((await getCart(owner, cartId)).json().meta.total_quantity).toBe(1);
    await deleteCart(owner, cartId);
  });
});

describe('DELETE /public/v2/carts/{cartId}/items/{number}', () => {
  test('gives back n tickets, or all of that number without a quantity; other numbers stay', async () => {
    const headers = await newMember();
    const cartId = await newCart(headers);
    await addItem(headers, cartId, { number: '123456', quantity: 3 });
    await addItem(headers, cartId, { number: '000777', quantity: 1 });
    const one = await deleteItem(headers, cartId, '123456', 1);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual([
      expect.objectContaining({ number: '000777', quantity: 1 }),
      expect.objectContaining({ number: '123456', quantity: 2, set_numbers: [1, 2] }),
    ]);
    expect(await taken('123456')).toBe(2);
    const all = await deleteItem(headers, cartId, '123456');
    expect(all.json().data).toEqual([expect.objectContaining({ number: '000777' })]);
    expect(await taken('123456')).toBe(0);
    // A number the cart no longer holds (a double click) leaves it as it is.
    const again = await deleteItem(headers, cartId, '123456');
    expect(again.statusCode).toBe(200);
    expect(again.json().meta.total_quantity).toBe(1);
    await deleteCart(headers, cartId);
  });

  test('400 for a bad number or quantity', async () => {
    const cartId = await newCart(member);
    const badNumber = await deleteItem(member, cartId, '12345');
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().errors).toContainEqual({ field: 'number', message: 'เลขสลากต้องเป็นตัวเลข 6 หลัก' });
    for (const quantity of [0, 'abc', 51]) {
      const response = await deleteItem(member, cartId, '123456', quantity);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('ข้อมูลไม่ถูกต้อง');
    }
  });
});

describe('DELETE /public/v2/carts/{cartId}', () => {
  test('204, gives back every ticket and closes the cart for good', async () => {
    const headers = await newMember();
    const cartId = await newCart(headers);
    await addItem(headers, cartId, { number: '123456', quantity: 3 });
    const response = await deleteCart(headers, cartId);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await taken('123456')).toBe(0);
    expect((await getCart(headers, cartId)).statusCode).toBe(404);
    expect((await addItem(headers, cartId, { number: '123456', quantity: 1 })).statusCode).toBe(404);
    expect((await deleteCart(headers, cartId)).statusCode).toBe(404);
    // The next create makes a new cart.
    expect((await createCart(headers)).statusCode).toBe(201);
  });

  test('never touches a ticket an order took from the cart', async () => {
    const headers = await newMember();
    const cartId = await newCart(headers);
    await addItem(headers, cartId, { number: '123456', quantity: 2 });
    const [ordered] = await app.db
      .update(tickets)
      .set({ order_id: 987654, held_until: new Date(TEST_NOW.getTime() + 3_600_000) })
      .where(sql`${tickets.id} = (SELECT min(id) FROM tickets WHERE cart_id = ${cartId})`)
      .returning();
    await deleteCart(headers, cartId);
    const [after] = await app.db.select().from(tickets).where(eq(tickets.id, ordered!.id));
    expect(after).toMatchObject({ order_id: 987654, cart_id: cartId });
    expect(await taken('123456')).toBe(1);
    await app.db
      .update(tickets)
      .set({ order_id: null, cart_id: null, held_until: null })
      .where(eq(tickets.id, ordered!.id));
  });
});

describe('POST /public/v2/carts/{cartId}/items-group', () => {
  let lucky: TestStore;
  beforeAll(async () => {
    lucky = await createTestStore(app.db, {
      now: TEST_NOW,
      numbers: ['100056', '200056', '300056', '123400', '555555', '987654'],
      copies: 2,
      store: { enable_random_number: true },
    });
  });

  test('empties the cart, then holds n random tickets of different numbers, as a group', async () => {
    const headers = await newMember();
    const cartId = await newCart(headers, lucky);
    await addItem(headers, cartId, { number: '555555', quantity: 2 });
    const response = await addGroup(headers, cartId, { quantity: 4 });
    expect(response.statusCode).toBe(200);
    const body = LotteryCartResponseSchema.parse(response.json());
    expect(body.data).toHaveLength(4);
    expect(body.data.every((item) => item.quantity === 1)).toBe(true);
    expect(body.meta).toMatchObject({
      total_quantity: 4,
      isGroup: true,
      groupQuantity: 4,
      groupNumber: null,
    });
    expect((await getCart(headers, cartId)).json()).toEqual(response.json());
    const held = await app.db.select().from(tickets).where(eq(tickets.cart_id, cartId));
    expect(held).toHaveLength(4);
    // A chosen number added afterwards makes it an ordinary cart again.
    const [free] = ['100056', '200056', '300056', '123400', '555555', '987654'].filter(
      (n) => !body.data.some((item) => item.number === n),
    );
    const mixed = await addItem(headers, cartId, { number: free!, quantity: 1 });
    expect(mixed.json().meta).toMatchObject({ isGroup: false, groupQuantity: null, total_quantity: 5 });
    await deleteCart(headers, cartId);
  });

  test('a pattern limits the numbers: ____56 picks only numbers ending in 56', async () => {
    const headers = await newMember();
    const cartId = await newCart(headers, lucky);
    const response = await addGroup(headers, cartId, { quantity: 3, pattern: '____56' });
    expect(response.json().data.map((item: { number: string }) => item.number)).toEqual([
      '100056',
      '200056',
      '300056',
    ]);
    const middle = await addGroup(headers, cartId, { quantity: 1, pattern: '_234__' });
    expect(middle.json().data).toEqual([expect.objectContaining({ number: '123400' })]);
    await deleteCart(headers, cartId);
  });

  test('409 when fewer different numbers are free: all or nothing, the cart stays as it was', async () => {
    const headers = await newMember();
    const cartId = await newCart(headers, lucky);
    await addItem(headers, cartId, { number: '555555', quantity: 1 });
    const before = (await getCart(headers, cartId)).json();
    const response = await addGroup(headers, cartId, { quantity: 4, pattern: '____56' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual(
      error(409, 'มีเลขให้สุ่มไม่พอ', [{ field: 'quantity', message: 'มีให้สุ่มได้ 3 เลข' }]),
    );
    expect((await getCart(headers, cartId)).json()).toEqual(before);
    await deleteCart(headers, cartId);
  });

  test('422 when the store does not offer random numbers; 400 for a bad quantity or pattern', async () => {
    const cartId = await newCart(member);
    expect((await addGroup(member, cartId, { quantity: 1 })).json()).toEqual(
      error(422, 'ร้านค้านี้ไม่เปิดให้สุ่มเลข'),
    );
    for (const payload of [{ quantity: 0 }, { quantity: 11 }, { quantity: 1, pattern: '12' }, {}]) {
      const response = await addGroup(member, cartId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('ข้อมูลไม่ถูกต้อง');
    }
  });
});
