import type { FastifyInstance } from 'fastify';
import { variantIdsOf } from '#api/shop/domain-seed';
import { adminHeaders, buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';
import { purchaseBody, registerShopMember, shopCartWith, type ShopMember } from '#api/test/shop-fixtures';
import { TINY_PNG_SLIP } from '#api/test/slip-fixtures';

const PURCHASES = '/api/public/v1/purchases';
const clock = createTestClock();

jest.setTimeout(60_000);
let app: FastifyInstance;
let member: ShopMember;

beforeAll(async () => {
  app = await buildTestApp({ clock: () => clock.now() });
  member = await registerShopMember(app);
});
afterAll(() => app.close());
afterEach(() => clock.set(TEST_NOW));

async function newPurchase(product = 'AM0012') {
  const [variant] = await variantIdsOf(app.db, product);
  const cartKey = await shopCartWith(app, member, { [variant!]: 1 });
  const created = await app.inject({
    method: 'POST',
    url: PURCHASES,
    headers: member.shopHeaders,
    payload: purchaseBody(member, cartKey),
  });
  expect(created.statusCode).toBe(201);
  return created.json().data as { id: number; code: string; total_amount: number; pay_before: string };
}

const pay = (
  ref: number | string,
  payload: unknown = { payment_channel: 'promptpay' },
  headers = member.headers,
) => app.inject({ method: 'POST', url: `${PURCHASES}/${ref}/payments`, headers, payload: payload as object });
const statusOf = (ref: number | string, paymentId: number | string, headers = member.headers) =>
  app.inject({ method: 'GET', url: `${PURCHASES}/${ref}/payments/${paymentId}/status`, headers });

test('a payment gives PromptPay instructions for the exact amount, once; its status follows the purchase', async () => {
  const purchase = await newPurchase();
  const first = await pay(purchase.id);
  expect(first.statusCode).toBe(201);
  const payment = first.json().data;
  expect(payment).toMatchObject({
    purchase_id: purchase.id,
    payment_channel: 'promptpay',
    amount: purchase.total_amount,
    status: 'pending',
    pay_before: purchase.pay_before,
  });
  expect(payment.promptpay_qr).toMatch(/^data:image\/svg\+xml;base64,/);

  // By code too, and a repeat answers the same payment.
  const again = await pay(purchase.code, {});
  expect(again.statusCode).toBe(200);
  expect(again.json().data.id).toBe(payment.id);

  const pending = await statusOf(purchase.id, payment.id);
  expect(pending.statusCode).toBe(200);
  expect(pending.json().data).toMatchObject({
    id: payment.id,
    status: 'pending',
    purchase_status: 'reserved',
  });

  const form = new FormData();
  form.append('payment_channel', 'promptpay');
  form.append('file', new Blob([new Uint8Array(TINY_PNG_SLIP)], { type: 'image/png' }), 'slip.png');
  const body = new Request('http://localhost/', { method: 'POST', body: form });
  const slip = await app.inject({
    method: 'PUT',
    url: `${PURCHASES}/${purchase.id}/payment/slip`,
    headers: { ...member.headers, 'content-type': body.headers.get('content-type')! },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  expect(slip.statusCode).toBe(200);
  expect((await statusOf(purchase.id, payment.id)).json().data.status).toBe('verifying');
  const verifying = await pay(purchase.id);
  expect(verifying.statusCode).toBe(200);
  expect(verifying.json().data).toMatchObject({ id: payment.id, status: 'verifying', promptpay_qr: null });

  const confirmed = await app.inject({
    method: 'POST',
    url: `/admin/v1/shop-purchases/${purchase.id}/confirm-payment`,
    headers: adminHeaders(),
  });
  expect(confirmed.statusCode).toBe(200);
  expect((await statusOf(purchase.id, payment.id)).json().data).toMatchObject({
    status: 'paid',
    purchase_status: 'ordered',
  });
  const paid = await pay(purchase.id);
  expect(paid.statusCode).toBe(409);
  expect(paid.json()).toMatchObject({ message: 'รายการสั่งซื้อนี้ชำระเงินไม่ได้แล้ว', status: 409 });
});

test('a cancelled or timed-out purchase cannot be paid and its payment reads so', async () => {
  const cancelled = await newPurchase();
  const payment = (await pay(cancelled.id)).json().data;
  await app.inject({ method: 'DELETE', url: `${PURCHASES}/${cancelled.id}/cancel`, headers: member.headers });
  expect((await statusOf(cancelled.id, payment.id)).json().data.status).toBe('cancelled');
  const refused = await pay(cancelled.id);
  expect(refused.statusCode).toBe(409);
  expect(refused.json().message).toBe('รายการสั่งซื้อนี้ชำระเงินไม่ได้แล้ว');

  const late = await newPurchase();
  const latePayment = (await pay(late.id)).json().data;
  clock.set(new Date(Date.parse(late.pay_before) + 1000));
  expect((await statusOf(late.id, latePayment.id)).json().data).toMatchObject({
    status: 'expired',
    purchase_status: 'timeout',
  });
  expect((await pay(late.id)).statusCode).toBe(409);

  // Never paid before its time ran out: no payment is opened.
  clock.set(TEST_NOW);
  const never = await newPurchase();
  clock.set(new Date(Date.parse(never.pay_before) + 1000));
  expect((await pay(never.id)).statusCode).toBe(409);
});

test('bad input, another member and unknown ids are refused in Thai', async () => {
  const purchase = await newPurchase();
  const payment = (await pay(purchase.id)).json().data;

  const noToken = await app.inject({
    method: 'POST',
    url: `${PURCHASES}/${purchase.id}/payments`,
    payload: {},
  });
  expect(noToken.statusCode).toBe(401);
  const noTokenStatus = await app.inject({
    method: 'GET',
    url: `${PURCHASES}/${purchase.id}/payments/${payment.id}/status`,
  });
  expect(noTokenStatus.statusCode).toBe(401);

  const badChannel = await pay(purchase.id, { payment_channel: 'cash' });
  expect(badChannel.statusCode).toBe(400);
  expect(badChannel.json()).toMatchObject({
    status: 400,
    errors: [{ field: 'payment_channel', message: 'ช่องทางการชำระเงินไม่ถูกต้อง' }],
  });

  const stranger = await registerShopMember(app);
  const theirs = await pay(purchase.id, {}, stranger.headers);
  expect(theirs.statusCode).toBe(404);
  expect(theirs.json().message).toBe('ไม่พบรายการสั่งซื้อ');
  expect((await statusOf(purchase.id, payment.id, stranger.headers)).statusCode).toBe(404);

  expect((await pay(999_999)).statusCode).toBe(404);
  const otherPurchase = await newPurchase();
  const wrongPair = await statusOf(otherPurchase.id, payment.id);
  expect(wrongPair.statusCode).toBe(404);
  expect(wrongPair.json().message).toBe('ไม่พบรายการชำระเงิน');
  const notNumber = await statusOf(purchase.id, 'abc');
  expect(notNumber.statusCode).toBe(400);
  expect((await statusOf(purchase.id, 99_999_999_999)).statusCode).toBe(400);
});
