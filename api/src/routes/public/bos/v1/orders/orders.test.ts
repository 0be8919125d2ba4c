import { OrderSchema } from '@chokdee/shared-contract/schemas/order';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { carts, orderItems, orders } from '#api/lottery-sales/inventory-tables';
import { addresses } from '#api/members/members-tables';
import { ORDER_CODE_PATTERN } from '#api/lottery-sales/order-code';
import { createTestCart, ticketState } from '#api/test/cart-fixtures';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { createTestStore, takenCount, type TestStore } from '#api/test/store-fixtures';

jest.setTimeout(60_000);

const clock = createTestClock();
let app: FastifyInstance;
let shop: TestStore;
let member: MemberSession;

const NUMBERS = ['123456', '000042', '987654', '555555', '111111', '222222', '333333', '444444'];

beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
  shop = await createTestStore(app.db, { now: TEST_NOW, numbers: NUMBERS, copies: 6, price: 80 });
  member = await registerMember(app);
});
afterAll(() => app.close());
afterEach(() => clock.set(TEST_NOW));

const ORDERS = '/public/bos/v1/orders';
const cartFor = (who: MemberSession, items: Record<string, number> | string[], expiresAt?: Date) =>
  createTestCart(app.db, {
    userId: who.userId,
    storeId: shop.store.id,
    drawId: shop.drawId,
    now: clock.now(),
    items,
    expiresAt,
  });
const post = (
  payload: unknown,
  headers: Record<string, string> = member.headers,
  url = `${ORDERS}?includes=order_items`,
) => app.inject({ method: 'POST', url, headers, payload: payload as object });
const body = (cartKey: string, extra: Record<string, unknown> = {}) => ({
  channel: 'web',
  member_name: 'สมชาย ใจดี',
  cart_key: cartKey,
  ...extra,
});

describe('POST /orders', () => {
  test('turns the live cart into a reserved order: items, total, pay_before, payment with a QR', async () => {
    const cart = await cartFor(member, { '123456': 2, '000042': 1 });
    const response = await post(body(cart.cartId));
    expect(response.statusCode).toBe(201);
    const order = OrderSchema.parse(response.json().data);
    expect(order.code).toMatch(ORDER_CODE_PATTERN);
    expect(order.code.slice(2, 8)).toBe('261121');
    expect(order).toMatchObject({
      status: 'reserved',
      channel: 'web',
      member_name: 'สมชาย ใจดี',
      address_id: null,
      draw_date: '2026-12-01',
      store: { code: shop.store.code, name: shop.store.name, user_code: shop.userRef },
      ticket_count: 3,
      total_amount: 240,
      // 30 minutes after 18:00 Bangkok.
      pay_before: '2026-11-21T18:30:00.000+07:00',
      now: '2026-11-21T18:00:00.000+07:00',
      has_slip: false,
      payment_channel: null,
    });
    expect(order.order_items.map((item) => item.number)).toEqual(['000042', '123456', '123456']);
    expect(order.order_items.every((item) => item.price === 80)).toBe(true);
    expect(order.payment).toMatchObject({
      bank_name: 'KBANK',
      account_number: '1234567890',
      account_name: 'ร้านทดสอบโชคดี',
      promptpay_id: '0812345678',
    });
    expect(order.payment.promptpay_qr).toMatch(/^data:image\/svg\+xml;base64,/);

    // The tickets moved from the cart to the order, held until pay_before; the cart is closed.
    for (const id of cart.ticketIds) {
      const state = await ticketState(app.db, id);
      expect(state).toMatchObject({ cart_id: null, order_id: order.id, sold: false });
      expect(new Date(state.held_until!).toISOString()).toBe('2026-11-21T11:30:00.000Z');
    }
    const [closed] = await app.db.select().from(carts).where(eq(carts.id, cart.cartId));
    expect(closed!.closed_at).not.toBeNull();
    expect(await app.db.select().from(orderItems).where(eq(orderItems.order_id, order.id))).toHaveLength(3);
  });

  test('/orders/lottery-shelf does the same', async () => {
    const cart = await cartFor(member, ['987654']);
    const response = await post(
      body(cart.cartId),
      member.headers,
      `${ORDERS}/lottery-shelf?includes=order_items`,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'reserved', ticket_count: 1, total_amount: 80 });
  });

  test('a double submit of one cart answers the first order (200), never a second one', async () => {
    const cart = await cartFor(member, ['555555']);
    const first = await post(body(cart.cartId));
    const again = await post(body(cart.cartId, { member_name: 'คนอื่น' }));
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.code).toBe(first.json().data.code);
    expect(again.json().data.member_name).toBe('สมชาย ใจดี');
    expect(await app.db.select().from(orders).where(eq(orders.cart_id, cart.cartId))).toHaveLength(1);
  });

  test('the same Idempotency-Key from the same member answers the first order, even for another cart', async () => {
    const headers = { ...member.headers, 'idempotency-key': 'order-key-1' };
    const cartA = await cartFor(member, ['111111']);
    const cartB = await cartFor(member, ['222222']);
    const first = await post(body(cartA.cartId), headers);
    const repeat = await post(body(cartB.cartId), headers);
    expect(first.statusCode).toBe(201);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().data.code).toBe(first.json().data.code);
    // cart B is untouched and still holds its ticket.
    expect(await ticketState(app.db, cartB.ticketIds[0]!)).toMatchObject({
      cart_id: cartB.cartId,
      order_id: null,
    });

    // Another member may use the same key for their own order.
    const other = await registerMember(app);
    const otherCart = await cartFor(other, ['333333']);
    const theirs = await post(body(otherCart.cartId), { ...other.headers, 'idempotency-key': 'order-key-1' });
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().data.code).not.toBe(first.json().data.code);
  });

  test('a bad Idempotency-Key is a 400', async () => {
    const cart = await cartFor(member, ['444444']);
    const response = await post(body(cart.cartId), { ...member.headers, 'idempotency-key': 'x'.repeat(201) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('idempotency-key');
  });

  test('member_name is required: กรุณากรอกชื่อ (missing, empty or blank)', async () => {
    const cart = await cartFor(member, ['444444']);
    for (const payload of [
      { channel: 'web', cart_key: cart.cartId },
      body(cart.cartId, { member_name: '' }),
      body(cart.cartId, { member_name: '   ' }),
    ]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toContainEqual({ field: 'member_name', message: 'กรุณากรอกชื่อ' });
    }
  });

  test('other bad bodies: channel, cart_key, address_id types, no body', async () => {
    const cart = await cartFor(member, ['444444']);
    const cases: [unknown, string][] = [
      [body(cart.cartId, { channel: 'mobile' }), 'channel'],
      [body('not-a-uuid'), 'cart_key'],
      [{ channel: 'web', member_name: 'ก' }, 'cart_key'],
      [body(cart.cartId, { address_id: 'one' }), 'address_id'],
      [body(cart.cartId, { address_id: -1 }), 'address_id'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const empty = await app.inject({ method: 'POST', url: ORDERS, headers: member.headers });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('ข้อมูลไม่ถูกต้อง');
  });

  test("address_id must be one of the member's addresses: else 422 กรุณาเลือกที่อยู่; theirs is kept", async () => {
    const other = await registerMember(app);
    const [theirs] = await app.db
      .insert(addresses)
      .values({
        user_id: other.userId,
        name: 'บ้าน',
        recipient: 'คนอื่น',
        address: '1 ถนนสุขุมวิท',
        sub_district: 'คลองเตย',
        district: 'คลองเตย',
        province: 'กรุงเทพมหานคร',
        zip_code: '10110',
        tel: '0812345678',
      })
      .returning();
    const { id: _theirId, ...copy } = theirs!;
    const [mine] = await app.db
      .insert(addresses)
      .values({ ...copy, user_id: member.userId, recipient: 'สมชาย' })
      .returning();
    const cart = await cartFor(member, ['444444']);
    const refused = await post(body(cart.cartId, { address_id: theirs!.id }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({
      message: 'กรุณาเลือกที่อยู่',
      errors: [{ field: 'address_id', message: 'กรุณาเลือกที่อยู่' }],
      status: 422,
    });
    // Nothing changed: the cart still holds its ticket and can still be ordered.
    expect(await ticketState(app.db, cart.ticketIds[0]!)).toMatchObject({ cart_id: cart.cartId });
    const ok = await post(body(cart.cartId, { address_id: mine!.id }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.address_id).toBe(mine!.id);
  });

  test("unknown cart or another member's cart → 404 ไม่พบตะกร้าสินค้า", async () => {
    const other = await registerMember(app);
    const theirs = await cartFor(other, ['123456']);
    for (const key of ['00000000-0000-4000-8000-000000000000', theirs.cartId]) {
      const response = await post(body(key));
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('ไม่พบตะกร้าสินค้า');
    }
    expect(await ticketState(app.db, theirs.ticketIds[0]!)).toMatchObject({
      cart_id: theirs.cartId,
      order_id: null,
    });
  });

  test('an expired cart → 410 ตะกร้าหมดเวลาแล้ว; a closed one → 410; an empty one → 422', async () => {
    const expiring = await cartFor(member, ['987654']);
    clock.set(new Date(expiring.expiresAt.getTime() + 1000));
    const expired = await post(body(expiring.cartId));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe('ตะกร้าหมดเวลาแล้ว');
    clock.set(TEST_NOW);

    const closing = await cartFor(member, ['987654']);
    await app.db.update(carts).set({ closed_at: TEST_NOW }).where(eq(carts.id, closing.cartId));
    const closed = await post(body(closing.cartId));
    expect(closed.statusCode).toBe(410);
    expect(closed.json().message).toBe('ตะกร้าสินค้านี้ถูกปิดแล้ว');

    const empty = await cartFor(member, []);
    const none = await post(body(empty.cartId));
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('ไม่มีสลากในตะกร้าสินค้า');
    expect(await app.db.select().from(orders).where(eq(orders.cart_id, empty.cartId))).toHaveLength(0);
  });

  test('without a token: 401 กรุณาเข้าสู่ระบบ, even with a bad body', async () => {
    const response = await post({ nope: true }, {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'กรุณาเข้าสู่ระบบ', errors: [], status: 401 });
  });
});

describe('reading orders', () => {
  let reader: MemberSession;
  const codes: string[] = [];
  beforeAll(async () => {
    reader = await registerMember(app);
    for (const [i, number] of ['123456', '000042', '987654'].entries()) {
      clock.set(new Date(TEST_NOW.getTime() + i * 60_000));
      const cart = await cartFor(reader, [number]);
      const response = await post(body(cart.cartId), reader.headers);
      codes.push(response.json().data.code);
    }
    clock.set(TEST_NOW);
  });

  test("GET /orders/{code} is the member's order; another member gets 404 ไม่พบคำสั่งซื้อ", async () => {
    const mine = await app.inject({
      method: 'GET',
      url: `${ORDERS}/${codes[0]}?includes=order_items`,
      headers: reader.headers,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.json().data.code).toBe(codes[0]);
    const byId = await app.inject({
      method: 'GET',
      url: `${ORDERS}/${mine.json().data.id}`,
      headers: reader.headers,
    });
    expect(byId.json().data.code).toBe(codes[0]);

    for (const url of [`${ORDERS}/${codes[0]}`, `${ORDERS}/LT000000AAAAAA`]) {
      const response = await app.inject({ method: 'GET', url, headers: member.headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'ไม่พบคำสั่งซื้อ', errors: [], status: 404 });
    }
  });

  test('GET /orders and /orders/lotteries: newest first, paged, filtered by status', async () => {
    for (const path of ['', '/lotteries']) {
      const page = await app.inject({
        method: 'GET',
        url: `${ORDERS}${path}?per_page=2`,
        headers: reader.headers,
      });
      expect(page.statusCode).toBe(200);
      expect(page.json().data.map((o: { code: string }) => o.code)).toEqual([codes[2], codes[1]]);
      expect(page.json().meta).toEqual({ page: 1, per_page: 2, total: 3, last_page: 2 });
      const second = await app.inject({
        method: 'GET',
        url: `${ORDERS}${path}?per_page=2&page=2`,
        headers: reader.headers,
      });
      expect(second.json().data.map((o: { code: string }) => o.code)).toEqual([codes[0]]);
    }
    const none = await app.inject({
      method: 'GET',
      url: `${ORDERS}?status=ordered`,
      headers: reader.headers,
    });
    expect(none.json().data).toEqual([]);
    const many = await app.inject({
      method: 'GET',
      url: `${ORDERS}?status=ordered,reserved`,
      headers: reader.headers,
    });
    expect(many.json().meta.total).toBe(3);
  });

  test('bad list queries are 400 with Thai messages', async () => {
    for (const query of ['status=paid', 'page=0', 'per_page=51', 'page=abc']) {
      const response = await app.inject({
        method: 'GET',
        url: `${ORDERS}?${query}`,
        headers: reader.headers,
      });
      expect(response.statusCode).toBe(400);
    }
    const status = await app.inject({ method: 'GET', url: `${ORDERS}?status=paid`, headers: reader.headers });
    expect(status.json().message).toBe('สถานะคำสั่งซื้อไม่ถูกต้อง');
  });

  test('an unpaid order reads timeout once pay_before has passed (no timer, nothing stored)', async () => {
    // The three orders were made at 18:00, 18:01 and 18:02: all have passed pay_before at 18:33.
    clock.set(new Date(TEST_NOW.getTime() + 33 * 60_000));
    const order = await app.inject({ method: 'GET', url: `${ORDERS}/${codes[0]}`, headers: reader.headers });
    expect(order.json().data.status).toBe('timeout');
    expect(order.json().data.payment.promptpay_qr).toBeNull();
    const timedOut = await app.inject({
      method: 'GET',
      url: `${ORDERS}?status=timeout`,
      headers: reader.headers,
    });
    expect(timedOut.json().meta.total).toBe(3);
    const reserved = await app.inject({
      method: 'GET',
      url: `${ORDERS}?status=reserved`,
      headers: reader.headers,
    });
    expect(reserved.json().meta.total).toBe(0);
    // Their tickets are free again for anyone.
    expect(await takenCount(app.db, shop.store.id, '123456', TEST_NOW)).toBeGreaterThan(0);
    expect(await takenCount(app.db, shop.store.id, '123456', clock.now())).toBe(0);
  });

  test('GET /orders/reserved?count=true counts orders awaiting payment; without count, lists them', async () => {
    const count = await app.inject({
      method: 'GET',
      url: `${ORDERS}/reserved?count=true`,
      headers: reader.headers,
    });
    expect(count.statusCode).toBe(200);
    expect(count.json()).toEqual({ data: 3 });
    const list = await app.inject({ method: 'GET', url: `${ORDERS}/reserved`, headers: reader.headers });
    expect(list.json().data).toHaveLength(3);

    clock.set(new Date(TEST_NOW.getTime() + 40 * 60_000));
    const later = await app.inject({
      method: 'GET',
      url: `${ORDERS}/reserved?count=true`,
      headers: reader.headers,
    });
    expect(later.json()).toEqual({ data: 0 });
    const fresh = await registerMember(app);
    const zero = await app.inject({
      method: 'GET',
      url: `${ORDERS}/reserved?count=true`,
      headers: fresh.headers,
    });
    expect(zero.json()).toEqual({ data: 0 });
  });

  test('an order with its slip uploaded no longer awaits payment: it waits for the dealer', async () => {
    const payer = await registerMember(app);
    const unpaid = (await post(body((await cartFor(payer, ['555555'])).cartId), payer.headers)).json().data;
    const paid = (await post(body((await cartFor(payer, ['555555'])).cartId), payer.headers)).json().data;
    await app.db.update(orders).set({ status: 'slip_uploaded' }).where(eq(orders.id, paid.id));

    const count = await app.inject({
      method: 'GET',
      url: `${ORDERS}/reserved?count=true`,
      headers: payer.headers,
    });
    expect(count.json()).toEqual({ data: 1 });
    const list = await app.inject({ method: 'GET', url: `${ORDERS}/reserved`, headers: payer.headers });
    expect(list.json().data.map((o: { code: string }) => o.code)).toEqual([unpaid.code]);
    // The history still has both, the paid one as it stands.
    const history = await app.inject({ method: 'GET', url: ORDERS, headers: payer.headers });
    const statuses = Object.fromEntries(
      history.json().data.map((o: { code: string; status: string }) => [o.code, o.status]),
    );
    expect(statuses).toEqual({ [unpaid.code]: 'reserved', [paid.code]: 'slip_uploaded' });
  });

  test('without a token every read is 401', async () => {
    for (const url of [
      ORDERS,
      `${ORDERS}/lotteries`,
      `${ORDERS}/reserved?count=true`,
      `${ORDERS}/${codes[0]}`,
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('POST /orders/{code}/cancel', () => {
  const cancel = (code: string, headers = member.headers) =>
    app.inject({ method: 'POST', url: `${ORDERS}/${code}/cancel`, headers });

  test('a reserved order is cancelled and its tickets are free at once; again is harmless', async () => {
    const cart = await cartFor(member, { '222222': 2 });
    const order = (await post(body(cart.cartId))).json().data;
    const taken = await takenCount(app.db, shop.store.id, '222222', TEST_NOW);
    const response = await cancel(order.code);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.status).toBe('cancelled');
    expect(await takenCount(app.db, shop.store.id, '222222', TEST_NOW)).toBe(taken - 2);
    for (const id of cart.ticketIds)
      expect(await ticketState(app.db, id)).toEqual({
        cart_id: null,
        order_id: null,
        held_until: null,
        sold: false,
      });
    const again = await cancel(order.code);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('cancelled');
  });

  test("another member's order → 404; a timed-out order → 422 หมดเวลาชำระเงินแล้ว", async () => {
    const cart = await cartFor(member, ['333333']);
    const order = (await post(body(cart.cartId))).json().data;
    const other = await registerMember(app);
    expect((await cancel(order.code, other.headers)).statusCode).toBe(404);
    clock.set(new Date(TEST_NOW.getTime() + 31 * 60_000));
    const late = await cancel(order.code);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('หมดเวลาชำระเงินแล้ว');
    expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('reserved');
  });

  test('slip_uploaded or ordered cannot be cancelled by the member', async () => {
    for (const status of ['slip_uploaded', 'ordered'] as const) {
      const cart = await cartFor(member, ['333333']);
      const order = (await post(body(cart.cartId))).json().data;
      await app.db.update(orders).set({ status }).where(eq(orders.id, order.id));
      const response = await cancel(order.code);
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toBe('ยกเลิกได้เฉพาะคำสั่งซื้อที่ยังไม่ได้ชำระเงิน');
      expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe(status);
    }
  });
});
