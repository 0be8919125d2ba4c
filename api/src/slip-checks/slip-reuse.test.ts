import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { orders } from '#api/lottery-sales/inventory-tables';
import { variantIdsOf } from '#api/shop/domain-seed';
import { shopPurchases } from '#api/shop/shop-tables';
import { adminHeaders, buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';
import { createTestCart } from '#api/test/cart-fixtures';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { plainSlipPicture, qrSlipPicture } from '#api/test/qr-slip-fixtures';
import { purchaseBody, registerShopMember, shopCartWith, type ShopMember } from '#api/test/shop-fixtures';
import { createTestStore, DEALER_PASSWORD, type TestStore } from '#api/test/store-fixtures';
import { SLIP_CHECK_MESSAGES } from './slip-check-messages';

jest.setTimeout(90_000);

const USED = SLIP_CHECK_MESSAGES.slipUsedElsewhere;
const REFUSED = { status: 422, message: USED, errors: [{ field: 'file', message: USED }] };

const slipsDir = mkdtempSync(path.join(os.tmpdir(), 'chokdee-slip-reuse-'));
const clock = createTestClock();
let app: FastifyInstance;
let shop: TestStore;
let member: MemberSession;
let buyer: ShopMember;
let dealerToken: string;

beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now, config: { slipsDir: path.join(slipsDir, 'slips') } });
  shop = await createTestStore(app.db, { now: TEST_NOW, numbers: ['123456'], copies: 40, price: 80 });
  member = await registerMember(app);
  buyer = await registerShopMember(app);
  const login = await app.inject({
    method: 'POST',
    url: '/public/bos/v1/dealer/auth/login',
    payload: { tel: shop.dealerTel, password: DEALER_PASSWORD },
  });
  dealerToken = login.json().data.token;
});
afterAll(async () => {
  await app.close();
  rmSync(slipsDir, { recursive: true, force: true });
});

async function newOrder(): Promise<{ id: number; code: string }> {
  const cart = await createTestCart(app.db, {
    userId: member.userId,
    storeId: shop.store.id,
    drawId: shop.drawId,
    now: clock.now(),
    items: { '123456': 1 },
  });
  const response = await app.inject({
    method: 'POST',
    url: '/public/bos/v1/orders',
    headers: member.headers,
    payload: { channel: 'web', member_name: 'สมชาย', cart_key: cart.cartId },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data;
}

async function slipForm(bytes: Buffer) {
  const form = new FormData();
  form.append('payment_channel', 'promptpay');
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'slip.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

async function sendOrderSlip(orderId: number, bytes: Buffer) {
  const slip = await slipForm(bytes);
  return app.inject({
    method: 'POST',
    url: `/public/bos/v1/orders/${orderId}/payment-slip`,
    headers: { ...member.headers, 'content-type': slip.type },
    payload: slip.payload,
  });
}

const orderRow = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const slipFiles = () => readdirSync(path.join(slipsDir, 'slips'));

describe('a lottery order paid with a slip used before', () => {
  test('the same QR slip for a second order is refused in Thai; the order still waits for a slip', async () => {
    const picture = await qrSlipPicture('004', '015278220959BPP13419', 0);
    const first = await newOrder();
    expect((await sendOrderSlip(first.id, picture)).statusCode).toBe(200);
    const filesBefore = slipFiles();

    const second = await newOrder();
    const before = await orderRow(second.id);
    const refused = await sendOrderSlip(second.id, picture);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(REFUSED);
    expect(await orderRow(second.id)).toEqual(before);
    expect(before.status).toBe('reserved');
    expect(slipFiles().sort()).toEqual(filesBefore.sort());

    // A photo of the same slip (another size, JPEG) carries the same reference: refused too.
    const photo = await sharp(picture).resize(720).jpeg({ quality: 85 }).toBuffer();
    expect((await sendOrderSlip(second.id, photo)).json()).toEqual(REFUSED);

    // Its own transfer's slip is taken.
    const own = await sendOrderSlip(second.id, await qrSlipPicture('004', '015278220959BPP13420', 0));
    expect(own.statusCode).toBe(200);
    expect(own.json().data.status).toBe('slip_uploaded');
  });

  test('the same slip sent again for the same order is taken', async () => {
    const order = await newOrder();
    const picture = await qrSlipPicture('014', '2026113001SCB0001', 1);
    expect((await sendOrderSlip(order.id, picture)).statusCode).toBe(200);
    const reject = await app.inject({
      method: 'POST',
      url: `/public/bos/v1/dealer/orders/${order.code}/slip-decision`,
      headers: { authorization: `Bearer ${dealerToken}` },
      payload: { decision: 'reject', reason: 'ภาพไม่ชัด' },
    });
    expect(reject.statusCode).toBe(200);
    const again = await sendOrderSlip(order.id, picture);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('slip_uploaded');
  });

  test('a picture without a QR used before is refused by its hash; another transfer from the same app is taken', async () => {
    const picture = await plainSlipPicture(3);
    const first = await newOrder();
    expect((await sendOrderSlip(first.id, picture)).statusCode).toBe(200);
    const second = await newOrder();
    const resaved = await sharp(picture).resize(400).png().toBuffer();
    expect((await sendOrderSlip(second.id, resaved)).json()).toEqual(REFUSED);
    expect((await orderRow(second.id)).status).toBe('reserved');
    expect((await sendOrderSlip(second.id, await plainSlipPicture(3, 1))).statusCode).toBe(200);
  });

  test('the dealer reads the bank and the reference beside the slip', async () => {
    const order = await newOrder();
    await sendOrderSlip(order.id, await qrSlipPicture('002', '0002123123121200011', 5));
    const list = await app.inject({
      url: '/public/bos/v1/dealer/orders?per_page=50',
      headers: { authorization: `Bearer ${dealerToken}` },
    });
    const listed = list.json().data.find((row: { code: string }) => row.code === order.code);
    expect(listed.slip_reference).toEqual({ sending_bank: '002', transaction_ref: '0002123123121200011' });
    const decided = await app.inject({
      method: 'POST',
      url: `/public/bos/v1/dealer/orders/${order.code}/slip-decision`,
      headers: { authorization: `Bearer ${dealerToken}` },
      payload: { decision: 'confirm' },
    });
    expect(decided.json().data.slip_reference?.transaction_ref).toBe('0002123123121200011');
  });
});

describe('an amulet purchase and a lottery order share one check', () => {
  async function newPurchase(): Promise<number> {
    const [variant] = await variantIdsOf(app.db, 'AM0010');
    const cartKey = await shopCartWith(app, buyer, { [variant!]: 1 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/public/v1/purchases',
      headers: buyer.shopHeaders,
      payload: purchaseBody(buyer, cartKey),
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().data.id;
  }
  async function sendPurchaseSlip(id: number, bytes: Buffer) {
    const slip = await slipForm(bytes);
    return app.inject({
      method: 'PUT',
      url: `/api/public/v1/purchases/${id}/payment/slip`,
      headers: { ...buyer.shopHeaders, 'content-type': slip.type },
      payload: slip.payload,
    });
  }

  test("a lottery order's slip cannot pay a purchase; the purchase's own slip can, and staff read its reference", async () => {
    const lotterySlip = await qrSlipPicture('006', 'KTB20261130000042', 2);
    const order = await newOrder();
    expect((await sendOrderSlip(order.id, lotterySlip)).statusCode).toBe(200);

    const purchase = await newPurchase();
    const refused = await sendPurchaseSlip(purchase, lotterySlip);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual(REFUSED);
    const [row] = await app.db.select().from(shopPurchases).where(eq(shopPurchases.id, purchase));
    expect([row!.status, row!.slip_file]).toEqual(['reserved', null]);

    const own = await qrSlipPicture('006', 'KTB20261130000043', 2);
    expect((await sendPurchaseSlip(purchase, own)).statusCode).toBe(200);
    expect((await sendPurchaseSlip(purchase, own)).statusCode).toBe(200);
    const staff = await app.inject({ url: `/admin/v1/shop-purchases/${purchase}`, headers: adminHeaders() });
    expect(staff.json().data.slip_reference).toEqual({
      sending_bank: '006',
      transaction_ref: 'KTB20261130000043',
    });
  });
});
