import { SHOP_ADMIN_MESSAGES } from '@chokdee/shared-contract/schemas/shop-admin';
import { SHOP_MESSAGES } from '@chokdee/shared-contract/schemas/shop';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { variantIdsOf } from '#api/shop/domain-seed';
import { shopVariants } from '#api/shop/shop-tables';
import { adminHeaders, buildTestApp } from '#api/test/build-test-app';
import { purchaseBody, registerShopMember, shopCartWith, type ShopMember } from '#api/test/shop-fixtures';
import { TINY_PNG_SLIP } from '#api/test/slip-fixtures';

const PURCHASES = '/api/public/v1/purchases';
const ADMIN = '/admin/v1/shop-purchases';

jest.setTimeout(60_000);
let app: FastifyInstance;
let member: ShopMember;

beforeAll(async () => {
  app = await buildTestApp();
  member = await registerShopMember(app);
});
afterAll(() => app.close());

const stockOf = async (variantId: number) =>
  (
    await app.db
      .select({ stock: shopVariants.stock })
      .from(shopVariants)
      .where(eq(shopVariants.id, variantId))
  )[0]!.stock;

async function slipForm() {
  const form = new FormData();
  form.append('payment_channel', 'promptpay');
  form.append('file', new Blob([new Uint8Array(TINY_PNG_SLIP)], { type: 'image/png' }), 'slip.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

/** A purchase of one piece of `product`, its slip sent: awaiting the shop's check. */
async function paidWithSlip(product: string, name = 'สมชาย') {
  const [variant] = await variantIdsOf(app.db, product);
  const cartKey = await shopCartWith(app, member, { [variant!]: 1 });
  const created = await app.inject({
    method: 'POST',
    url: PURCHASES,
    headers: member.shopHeaders,
    payload: purchaseBody(member, cartKey, { member_name: name }),
  });
  expect(created.statusCode).toBe(201);
  const purchase = created.json().data as { id: number; code: string };
  await uploadSlip(purchase.id);
  return { ...purchase, variant: variant! };
}

async function uploadSlip(id: number) {
  const slip = await slipForm();
  const uploaded = await app.inject({
    method: 'PUT',
    url: `${PURCHASES}/${id}/payment/slip`,
    headers: { ...member.headers, 'content-type': slip.type },
    payload: slip.payload,
  });
  expect(uploaded.statusCode).toBe(200);
}

const staff = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `${ADMIN}${url}`, headers: adminHeaders(), ...(payload ? { payload } : {}) });
/** The buyer's notices about one purchase, oldest first. */
const noticesOf = async (code: string) =>
  (
    (await app.inject({ method: 'GET', url: '/public/v1/notices', headers: member.headers })).json().data as {
      kind: string;
      title: string;
      body: string;
      link: string;
    }[]
  )
    .filter((notice) => notice.link === `/ecommerce/purchases/${code}`)
    .reverse();
const buyerView = async (id: number) =>
  (await app.inject({ method: 'GET', url: `${PURCHASES}/${id}`, headers: member.headers })).json().data;

test('refused slip: the buyer reads the Thai reason and may send another, which is checked afresh', async () => {
  const purchase = await paidWithSlip('AM0012');
  const detail = await staff('GET', `/${purchase.id}`);
  expect(detail.json().data).toMatchObject({
    stage: 'awaiting_check',
    slip_path: `${ADMIN}/${purchase.id}/slip`,
    shop_account: { promptpay_id: expect.any(String) },
  });
  const slip = await staff('GET', `/${purchase.id}/slip`);
  expect([slip.statusCode, slip.headers['content-type']]).toEqual([200, 'image/png']);

  const noReason = await staff('POST', `/${purchase.id}/refuse-payment`, { reason: '   ' });
  expect(noReason.statusCode).toBe(400);
  expect(noReason.json().errors).toEqual([{ field: 'reason', message: SHOP_ADMIN_MESSAGES.reasonRequired }]);

  const refused = await staff('POST', `/${purchase.id}/refuse-payment`, { reason: 'ยอดโอนไม่ตรงกับยอดสั่งซื้อ' });
  expect(refused.statusCode).toBe(200);
  expect(refused.json().data).toMatchObject({ status: 'reserved', stage: null });
  expect(await buyerView(purchase.id)).toMatchObject({
    status: 'reserved',
    staff_reason: 'ยอดโอนไม่ตรงกับยอดสั่งซื้อ',
  });
  const twice = await staff('POST', `/${purchase.id}/refuse-payment`, { reason: 'ซ้ำ' });
  expect([twice.statusCode, twice.json().message]).toEqual([409, SHOP_ADMIN_MESSAGES.notAwaitingCheck]);

  await uploadSlip(purchase.id);
  expect(await buyerView(purchase.id)).toMatchObject({ status: 'slip_uploaded', staff_reason: null });
  expect(await noticesOf(purchase.code)).toEqual([
    expect.objectContaining({
      kind: 'slip-refused',
      title: `ร้านค้าไม่รับสลิปของคำสั่งซื้อ ${purchase.code} กรุณาส่งสลิปใหม่`,
      body: 'ยอดโอนไม่ตรงกับยอดสั่งซื้อ',
    }),
  ]);
});

test('confirm, pack, ship with a validated tracking number, received: the buyer sees carrier and tracking', async () => {
  const purchase = await paidWithSlip('AM0013');
  expect((await staff('POST', `/${purchase.id}/confirm-payment`)).json().data.stage).toBe('paid');
  expect((await staff('POST', `/${purchase.id}/pack`)).json().data.stage).toBe('packing');

  const noCarrier = await staff('POST', `/${purchase.id}/ship`, {
    carrier: 'pigeon',
    tracking_no: 'EB123456789TH',
  });
  expect(noCarrier.statusCode).toBe(400);
  expect(noCarrier.json().errors[0]).toEqual({
    field: 'carrier',
    message: SHOP_ADMIN_MESSAGES.carrierRequired,
  });
  const badPost = await staff('POST', `/${purchase.id}/ship`, {
    carrier: 'thailand_post',
    tracking_no: '12345678',
  });
  expect(badPost.statusCode).toBe(400);
  expect(badPost.json().errors[0]).toEqual({
    field: 'tracking_no',
    message: SHOP_ADMIN_MESSAGES.thaiPostTracking,
  });

  const shipped = await staff('POST', `/${purchase.id}/ship`, {
    carrier: 'thailand_post',
    tracking_no: 'eb 1234-56789 th',
  });
  expect(shipped.statusCode).toBe(200);
  expect(shipped.json().data.stage).toBe('shipped');
  const again = await staff('POST', `/${purchase.id}/ship`, { carrier: 'kerry', tracking_no: 'KER0000001' });
  expect([again.statusCode, again.json().message]).toEqual([409, SHOP_ADMIN_MESSAGES.notShippable]);

  const buyer = await buyerView(purchase.id);
  expect(buyer.shipments).toEqual([
    expect.objectContaining({ status: 'shipped', carrier: 'ไปรษณีย์ไทย', tracking_no: 'EB123456789TH' }),
  ]);
  const cancelShipped = await staff('POST', `/${purchase.id}/cancel`, { reason: 'ลูกค้าขอยกเลิก' });
  expect([cancelShipped.statusCode, cancelShipped.json().message]).toEqual([
    409,
    SHOP_ADMIN_MESSAGES.notCancellable,
  ]);

  const received = await staff('POST', `/${purchase.id}/mark-received`);
  expect(received.json().data).toMatchObject({ stage: 'received', shipments: [{ status: 'received' }] });
  expect((await staff('POST', `/${purchase.id}/mark-received`)).statusCode).toBe(409);
  // Told once of each step, though staff pressed ship twice.
  expect((await noticesOf(purchase.code)).map((notice) => [notice.kind, notice.body])).toEqual([
    ['slip-confirmed', 'ร้านค้ากำลังเตรียมจัดส่งสินค้าของคุณ'],
    ['purchase-shipped', 'ไปรษณีย์ไทย เลขพัสดุ EB123456789TH'],
  ]);
});

test('the buyer confirming receipt marks the purchase received', async () => {
  const purchase = await paidWithSlip('AM0014');
  await staff('POST', `/${purchase.id}/confirm-payment`);
  await staff('POST', `/${purchase.id}/ship`, { carrier: 'flash', tracking_no: 'TH0123456789A' });
  const confirmed = await app.inject({
    method: 'PUT',
    url: `${PURCHASES}/${purchase.id}/shipments/confirm-received`,
    headers: member.headers,
  });
  expect(confirmed.statusCode).toBe(200);
  expect((await staff('GET', `/${purchase.id}`)).json().data.stage).toBe('received');
});

test('a parcel shipped through order-shipments moves the purchase to shipped', async () => {
  const purchase = await paidWithSlip('AM0018');
  const paid = (await staff('POST', `/${purchase.id}/confirm-payment`)).json().data;
  const moved = await app.inject({
    method: 'PUT',
    url: `${ADMIN}/${purchase.id}/order-shipments/${paid.shipments[0].id}`,
    headers: adminHeaders(),
    payload: { status: 'shipped', tracking_no: 'TH123456789' },
  });
  expect(moved.json().data).toMatchObject({
    stage: 'shipped',
    shipments: [{ status: 'shipped', carrier: null }],
  });
});

test('cancel by staff gives the stock back once and cancels the parcels; the buyer reads why', async () => {
  const purchase = await paidWithSlip('AM0015');
  const before = await stockOf(purchase.variant);
  await staff('POST', `/${purchase.id}/confirm-payment`);
  const cancelled = await staff('POST', `/${purchase.id}/cancel`, { reason: 'สินค้าชำรุด ร้านคืนเงินให้แล้ว' });
  expect(cancelled.statusCode).toBe(200);
  expect(cancelled.json().data).toMatchObject({
    status: 'cancelled',
    stage: 'cancelled',
    shipments: [{ status: 'cancelled' }],
  });
  expect(await stockOf(purchase.variant)).toBe(before + 1);
  expect((await staff('POST', `/${purchase.id}/cancel`, { reason: 'ซ้ำ' })).statusCode).toBe(409);
  expect(await stockOf(purchase.variant)).toBe(before + 1);
  expect((await buyerView(purchase.id)).staff_reason).toBe('สินค้าชำรุด ร้านคืนเงินให้แล้ว');
  expect((await noticesOf(purchase.code)).at(-1)).toMatchObject({
    kind: 'purchase-cancelled',
    title: `คำสั่งซื้อ ${purchase.code} ถูกยกเลิกโดยร้านค้า`,
    body: 'สินค้าชำรุด ร้านคืนเงินให้แล้ว',
  });
});

test('the list pages one stage, searches code, name and phone, and sorts', async () => {
  const first = await paidWithSlip('AM0016', 'วันเพ็ญ ศรีสุข');
  const second = await paidWithSlip('AM0017', 'ประยุทธ มั่นคง');
  const page = await staff('GET', '?stage=awaiting_check&per_page=1&sort=oldest');
  expect(page.statusCode).toBe(200);
  expect(page.json().meta).toMatchObject({ page: 1, per_page: 1 });
  expect(page.json().meta.total).toBeGreaterThanOrEqual(2);
  expect(page.json().data[0].stage).toBe('awaiting_check');

  const byName = (await staff('GET', `?q=${encodeURIComponent('เพ็ญ')}`)).json();
  expect(byName.data.map((row: { id: number }) => row.id)).toEqual([first.id]);
  const byCode = (await staff('GET', `?q=${second.code.toLowerCase()}`)).json();
  expect(byCode.data.map((row: { id: number }) => row.id)).toEqual([second.id]);
  const byPhone = (await staff('GET', '?q=081-234-5678&stage=awaiting_check')).json();
  expect(byPhone.data.map((row: { id: number }) => row.id)).toEqual(
    expect.arrayContaining([first.id, second.id]),
  );
  const wildcard = (await staff('GET', `?q=${encodeURIComponent('%')}`)).json();
  expect(wildcard.data).toEqual([]);

  const newest = (await staff('GET', '?sort=newest&per_page=2')).json().data;
  expect(newest[0].id).toBeGreaterThan(newest[1].id);
});

test('bad input answers 400 or 404 in Thai, never 500', async () => {
  const cases: [string, string, object | undefined, number][] = [
    ['GET', '/99999999999999999999', undefined, 404],
    ['GET', '/2147483648', undefined, 404],
    ['POST', '/-1/ship', { carrier: 'kerry', tracking_no: 'KER0000001' }, 404],
    ['POST', '/NOPE/confirm-payment', undefined, 404],
    ['GET', '/0/slip', undefined, 404],
    ['GET', '?page=0', undefined, 400],
    ['GET', '?per_page=1000', undefined, 400],
    ['GET', '?stage=lost', undefined, 400],
    ['GET', `?q=${'ก'.repeat(61)}`, undefined, 400],
  ];
  for (const [method, url, payload, status] of cases) {
    const answer = await staff(method as 'GET' | 'POST', url, payload);
    expect([url, answer.statusCode]).toEqual([url, status]);
    expect(answer.json().message).toMatch(/[ก-๙]/);
  }
  expect((await staff('GET', '/2147483648')).json().message).toBe(SHOP_MESSAGES.purchaseNotFound);
  expect((await app.inject({ method: 'GET', url: ADMIN })).statusCode).toBe(401);
});
