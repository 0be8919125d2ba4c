import { DealerOrderSchema } from '@chokdee/shared-contract/schemas/order';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { users } from '#api/auth/auth-tables';
import { orders } from '#api/lottery-sales/inventory-tables';
import { bearer } from '#api/test/auth-fixtures';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';
import { createTestCart, ticketState } from '#api/test/cart-fixtures';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { TINY_JPEG_SLIP, TINY_PNG_SLIP } from '#api/test/slip-fixtures';
import { createTestStore, DEALER_PASSWORD, type TestStore } from '#api/test/store-fixtures';

jest.setTimeout(60_000);

const PNG = TINY_PNG_SLIP;
const JPEG = TINY_JPEG_SLIP;

const slipsRoot = mkdtempSync(path.join(os.tmpdir(), 'chokdee-dealer-test-'));
const slipsDir = path.join(slipsRoot, 'slips');
const clock = createTestClock();
let app: FastifyInstance;
let shop: TestStore;
let otherShop: TestStore;
let member: MemberSession;
let dealerToken: string;
let otherDealerToken: string;

const ORDERS = '/public/bos/v1/orders';
const DEALER = '/public/bos/v1/dealer';

const login = (tel: string, password = DEALER_PASSWORD) =>
  app.inject({ method: 'POST', url: `${DEALER}/auth/login`, payload: { tel, password } });

beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now, config: { slipsDir } });
  shop = await createTestStore(app.db, {
    now: TEST_NOW,
    numbers: ['123456', '777777'],
    copies: 30,
    price: 80,
  });
  otherShop = await createTestStore(app.db, { now: TEST_NOW, numbers: ['123456'], copies: 5, price: 90 });
  member = await registerMember(app);
  dealerToken = (await login(shop.dealerTel)).json().data.token;
  otherDealerToken = (await login(otherShop.dealerTel)).json().data.token;
});
afterAll(async () => {
  await app.close();
  rmSync(slipsRoot, { recursive: true, force: true });
});
afterEach(() => clock.set(TEST_NOW));

async function newOrder(store: TestStore = shop, items: Record<string, number> = { '123456': 2 }) {
  const cart = await createTestCart(app.db, {
    userId: member.userId,
    storeId: store.store.id,
    drawId: store.drawId,
    now: clock.now(),
    items,
  });
  const response = await app.inject({
    method: 'POST',
    url: ORDERS,
    headers: member.headers,
    payload: { channel: 'web', member_name: 'สมชาย ใจดี', cart_key: cart.cartId },
  });
  return { ...(response.json().data as { id: number; code: string }), ticketIds: cart.ticketIds };
}

async function uploadSlip(orderId: number, data: Buffer = PNG, type = 'image/png') {
  const form = new FormData();
  form.append('payment_channel', 'bank_transfer');
  form.append('file', new Blob([new Uint8Array(data)], { type }), 'slip');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: `${ORDERS}/${orderId}/payment-slip`,
    headers: { ...member.headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response;
}

const decide = (code: string, payload: unknown, token = dealerToken) =>
  app.inject({
    method: 'POST',
    url: `${DEALER}/orders/${code}/slip-decision`,
    headers: bearer(token),
    payload: payload as object,
  });

describe('dealer login', () => {
  test('a dealer gets a token', async () => {
    const response = await login(shop.dealerTel);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.token).toEqual(expect.any(String));
  });

  test('a member who is not a dealer, a wrong password, an unknown number: the same 401', async () => {
    const tel = '0891234567';
    await app.inject({
      method: 'POST',
      url: '/public/v2/auth/register',
      payload: { name: 'ก', lastname: 'ข', tel, password: 'lucky1234', password_confirmation: 'lucky1234' },
    });
    for (const response of [
      await login(tel, 'lucky1234'),
      await login(shop.dealerTel, 'wrong-password'),
      await login('0800000000'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง', errors: [], status: 401 });
    }
  });

  test('a bad body is a 400 with the field', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${DEALER}/auth/login`,
      payload: { tel: '12' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['tel', 'password']),
    );
  });
});

describe('dealer orders', () => {
  test('a member token → 403 สำหรับผู้ค้าเท่านั้น; no token → 401', async () => {
    const order = await newOrder();
    for (const [method, url] of [
      ['GET', `${DEALER}/orders`],
      ['GET', `${DEALER}/orders/${order.code}/slip`],
      ['POST', `${DEALER}/orders/${order.code}/slip-decision`],
    ] as const) {
      const forbidden = await app.inject({
        method,
        url,
        headers: member.headers,
        payload: method === 'POST' ? { decision: 'confirm' } : undefined,
      });
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.json()).toEqual({ message: 'สำหรับผู้ค้าเท่านั้น', errors: [], status: 403 });
      const anonymous = await app.inject({ method, url });
      expect(anonymous.statusCode).toBe(401);
    }
  });

  test('a dealer without a store → 404 ไม่พบร้านค้า', async () => {
    const someone = await registerMember(app);
    await app.db
      .update(users)
      .set({ scope: ['dealer'] })
      .where(eq(users.id, someone.userId));
    const response = await app.inject({ method: 'GET', url: `${DEALER}/orders`, headers: someone.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('ไม่พบร้านค้า');
  });

  test("lists only their own store's orders, newest first, with the buyer's phone; filters by status", async () => {
    const mine = await newOrder();
    const theirs = await newOrder(otherShop, { '123456': 1 });
    await uploadSlip(mine.id);
    const response = await app.inject({
      method: 'GET',
      url: `${DEALER}/orders?status=slip_uploaded`,
      headers: bearer(dealerToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const data = response.json().data.map((order: unknown) => DealerOrderSchema.parse(order));
    expect(data.map((order: { code: string }) => order.code)).toContain(mine.code);
    expect(data.map((order: { code: string }) => order.code)).not.toContain(theirs.code);
    expect(data.every((order: { status: string }) => order.status === 'slip_uploaded')).toBe(true);
    const me = await app.inject({ method: 'GET', url: '/public/v2/auth/me', headers: member.headers });
    expect(data.find((order: { code: string }) => order.code === mine.code)).toMatchObject({
      member_name: 'สมชาย ใจดี',
      member_tel: me.json().data.tel,
    });

    const all = await app.inject({
      method: 'GET',
      url: `${DEALER}/orders`,
      headers: bearer(otherDealerToken),
    });
    expect(all.json().data.map((order: { code: string }) => order.code)).toEqual([theirs.code]);
    const bad = await app.inject({
      method: 'GET',
      url: `${DEALER}/orders?status=nope`,
      headers: bearer(dealerToken),
    });
    expect(bad.statusCode).toBe(400);
  });

  test('the dealer reads the slip of their order; another dealer gets 404', async () => {
    const order = await newOrder();
    await uploadSlip(order.id, JPEG, 'image/jpeg');
    const response = await app.inject({
      method: 'GET',
      url: `${DEALER}/orders/${order.code}/slip`,
      headers: bearer(dealerToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`inline; filename="slip-${order.code}.jpg"`);
    // The JPEG as stored: decoded and written anew at upload, so a JPEG but not the bytes sent.
    expect(response.rawPayload.subarray(0, 3).toString('hex')).toBe('ffd8ff');
    const other = await app.inject({
      method: 'GET',
      url: `${DEALER}/orders/${order.code}/slip`,
      headers: bearer(otherDealerToken),
    });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('ไม่พบคำสั่งซื้อ');
  });

  test("confirm → ordered, confirmed_at, every ticket sold; the ticket is in the member's safe", async () => {
    const order = await newOrder(shop, { '777777': 2 });
    await uploadSlip(order.id);
    clock.set(new Date(TEST_NOW.getTime() + 2 * 60 * 60 * 1000));
    const response = await decide(order.code, { decision: 'confirm' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      code: order.code,
      status: 'ordered',
      confirmed_at: '2026-11-21T20:00:00.000+07:00',
    });
    for (const id of order.ticketIds) expect((await ticketState(app.db, id)).sold).toBe(true);
    const safe = await app.inject({ method: 'GET', url: `${ORDERS}/bag`, headers: member.headers });
    const tickets = safe
      .json()
      .data[0].tickets.filter((t: { order_code: string }) => t.order_code === order.code);
    expect(tickets.map((t: { number: string }) => t.number)).toEqual(['777777', '777777']);
    const notices = (await app.inject({ url: '/public/v1/notices', headers: member.headers })).json();
    expect(notices.data).toContainEqual(
      expect.objectContaining({
        kind: 'slip-confirmed',
        title: `ร้านค้ายืนยันการชำระเงินคำสั่งซื้อ ${order.code} แล้ว`,
        body: 'สลาก 2 ใบอยู่ในตู้เซฟของคุณแล้ว',
        link: `/orders/${order.code}`,
      }),
    );

    // Decided once: a second decision is refused.
    const again = await decide(order.code, { decision: 'reject', reason: 'ซ้ำ' });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('คำสั่งซื้อนี้ไม่ได้รอตรวจสอบสลิป');
  });

  test('reject → reserved with the reason and a fresh pay_before; the member uploads again', async () => {
    const order = await newOrder();
    await uploadSlip(order.id);
    const firstSlip = (await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.slip_file!;
    // Long after the first pay_before: the slip held the tickets meanwhile.
    clock.set(new Date(TEST_NOW.getTime() + 3 * 60 * 60 * 1000));
    const response = await decide(order.code, { decision: 'reject', reason: '  ยอดเงินไม่ตรง  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      status: 'reserved',
      rejected_reason: 'ยอดเงินไม่ตรง',
      pay_before: '2026-11-21T21:30:00.000+07:00',
      has_slip: true,
    });
    expect(response.json().data.payment.promptpay_qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const notices = (await app.inject({ url: '/public/v1/notices', headers: member.headers })).json();
    expect(notices.data).toContainEqual(
      expect.objectContaining({ kind: 'slip-refused', body: 'ยอดเงินไม่ตรง', link: `/orders/${order.code}` }),
    );
    for (const id of order.ticketIds)
      expect(new Date((await ticketState(app.db, id)).held_until!).toISOString()).toBe(
        '2026-11-21T14:30:00.000Z',
      );

    const second = await uploadSlip(order.id, JPEG, 'image/jpeg');
    expect(second.json().data).toMatchObject({ status: 'slip_uploaded', rejected_reason: null });
    // The rejected slip was replaced, not left behind.
    expect(readdirSync(slipsDir)).not.toContain(firstSlip);
  });

  test('a rejected order that is not paid again times out like any other', async () => {
    const order = await newOrder();
    await uploadSlip(order.id);
    await decide(order.code, { decision: 'reject', reason: 'สลิปไม่ชัด' });
    clock.set(new Date(TEST_NOW.getTime() + 31 * 60_000));
    const view = await app.inject({ method: 'GET', url: `${ORDERS}/${order.code}`, headers: member.headers });
    expect(view.json().data.status).toBe('timeout');
  });

  test("another dealer's order → 404; an order without a slip → 422; bad bodies → 400", async () => {
    const order = await newOrder();
    const other = await decide(order.code, { decision: 'confirm' }, otherDealerToken);
    expect(other.statusCode).toBe(404);
    const early = await decide(order.code, { decision: 'confirm' });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe('คำสั่งซื้อนี้ไม่ได้รอตรวจสอบสลิป');
    for (const payload of [
      {},
      { decision: 'maybe' },
      { decision: 'reject' },
      { decision: 'reject', reason: ' ' },
    ]) {
      const response = await decide(order.code, payload);
      expect(response.statusCode).toBe(400);
    }
    const noReason = await decide(order.code, { decision: 'reject', reason: '' });
    expect(noReason.json().errors).toContainEqual({ field: 'reason', message: 'กรุณาระบุเหตุผล' });
    expect((await app.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.status).toBe('reserved');
  });
});
