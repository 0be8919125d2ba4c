import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { shopProducts, shopPurchases, shopVariants } from '#api/shop/shop-tables';
import { ORDER_MESSAGES } from '#api/lottery-sales/order-messages';
import { variantIdsOf } from '#api/shop/domain-seed';
import { adminHeaders, buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';
import { purchaseBody, registerShopMember, shopCartWith, type ShopMember } from '#api/test/shop-fixtures';
import {
  jpegHeaderThenScript,
  jpegWithGps,
  pdfWithOpenActionScript,
  pngBomb,
  TINY_PNG_SLIP,
} from '#api/test/slip-fixtures';

const PURCHASES = '/api/public/v1/purchases';
const ADMIN = '/admin/v1/shop-purchases';
const PNG = TINY_PNG_SLIP;

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

const stockOf = async (variantId: number) =>
  (
    await app.db
      .select({ stock: shopVariants.stock })
      .from(shopVariants)
      .where(eq(shopVariants.id, variantId))
  )[0]!.stock;

async function slipForm(bytes: Buffer, type = 'image/png') {
  const form = new FormData();
  form.append('payment_channel', 'promptpay');
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), 'slip.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

async function order(items: Record<number, number>, extra: Record<string, unknown> = {}, key?: string) {
  const cartKey = await shopCartWith(app, member, items);
  return app.inject({
    method: 'POST',
    url: PURCHASES,
    headers: { ...member.shopHeaders, ...(key ? { 'idempotency-key': key } : {}) },
    payload: purchaseBody(member, cartKey, extra),
  });
}

test('a purchase takes the stock, snapshots the address, and a repeat answers the same one', async () => {
  const [variant] = await variantIdsOf(app.db, 'AM0004'); // n=3: 20 % off
  const before = await stockOf(variant!);
  const cartKey = await shopCartWith(app, member, { [variant!]: 2 });
  const send = () =>
    app.inject({
      method: 'POST',
      url: PURCHASES,
      headers: { ...member.shopHeaders, 'idempotency-key': 'k-1' },
      payload: purchaseBody(member, cartKey),
    });
  const first = await send();
  expect(first.statusCode).toBe(201);
  const purchase = first.json().data;
  expect(purchase).toMatchObject({
    status: 'reserved',
    member_name: 'สมชาย',
    total_quantity: 2,
    address: { recipient: 'สมชาย ใจดี', zip_code: '10500' },
    shipments: [],
  });
  expect(purchase.code).toMatch(/^SP\d{6}[0-9A-Z]{6}$/);
  expect(purchase.total_amount).toBe(purchase.items[0].price * 2);
  expect(purchase.items[0].price).toBe(Math.floor((purchase.items[0].original_price * 80) / 100));
  expect(purchase.payment.promptpay_qr).toMatch(/^data:image\/svg\+xml;base64,/);
  expect(await stockOf(variant!)).toBe(before - 2);

  const again = await send();
  expect(again.statusCode).toBe(200);
  expect(again.json().data.id).toBe(purchase.id);
  expect(await stockOf(variant!)).toBe(before - 2);

  // The cart is closed: it reads 410 and takes no more items.
  const closed = await app.inject({
    method: 'GET',
    url: `/api/public/v1/carts/${cartKey}`,
    headers: member.shopHeaders,
  });
  expect(closed.statusCode).toBe(410);

  const byCode = await app.inject({
    method: 'GET',
    url: `${PURCHASES}/${purchase.code}`,
    headers: member.headers,
  });
  expect(byCode.json().data.id).toBe(purchase.id);
  const list = await app.inject({ method: 'GET', url: PURCHASES, headers: member.headers });
  expect(list.json().data.map((p: { id: number }) => p.id)).toContain(purchase.id);
});

test('bad orders are refused in Thai and take nothing', async () => {
  const [variant] = await variantIdsOf(app.db, 'AM0005');
  const before = await stockOf(variant!);
  const noName = await order({ [variant!]: 1 }, { member_name: ' ' });
  expect(noName.statusCode).toBe(400);
  expect(noName.json().errors).toContainEqual({ field: 'member_name', message: 'กรุณากรอกชื่อ' });
  const noAddress = await order({ [variant!]: 1 }, { address_id: undefined });
  expect(noAddress.json().errors).toContainEqual({ field: 'address_id', message: 'กรุณาเลือกที่อยู่' });
  const stranger = await registerShopMember(app);
  const theirAddress = await order({ [variant!]: 1 }, { address_id: stranger.addressId });
  expect(theirAddress.statusCode).toBe(422);
  expect(theirAddress.json().message).toBe('กรุณาเลือกที่อยู่');
  const empty = await order({});
  expect(empty.statusCode).toBe(422);
  expect(empty.json().message).toBe('ไม่พบสินค้าในตะกร้า');
  const noRef = await app.inject({ method: 'POST', url: PURCHASES, headers: member.headers, payload: {} });
  expect(noRef.statusCode).toBe(400);
  expect(await stockOf(variant!)).toBe(before);
});

test('a price that moved since the cart is refused with the new total; the same order then goes through', async () => {
  const [variant] = await variantIdsOf(app.db, 'AM0006'); // n=5: no discount
  const cartKey = await shopCartWith(app, member, { [variant!]: 1 });
  const cart = (
    await app.inject({ method: 'GET', url: `/api/public/v1/carts/${cartKey}`, headers: member.shopHeaders })
  ).json().data;
  await app.db
    .update(shopProducts)
    .set({ discount_type: 'fixed', discount_amount: 30 })
    .where(eq(shopProducts.code, 'AM0006'));
  try {
    const seen = cart.total_price as number;
    const refused = await app.inject({
      method: 'POST',
      url: PURCHASES,
      headers: member.shopHeaders,
      payload: purchaseBody(member, cartKey, { expected_total: seen }),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'ราคาสินค้ามีการเปลี่ยนแปลง',
      errors: [{ field: 'expected_total', message: `ยอดรวมใหม่ ${(seen - 30).toLocaleString('en-US')} บาท` }],
      status: 409,
    });
    const accepted = await app.inject({
      method: 'POST',
      url: PURCHASES,
      headers: member.shopHeaders,
      payload: purchaseBody(member, cartKey, { expected_total: seen - 30 }),
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().data.total_amount).toBe(seen - 30);
  } finally {
    await app.db
      .update(shopProducts)
      .set({ discount_type: null, discount_amount: 0 })
      .where(eq(shopProducts.code, 'AM0006'));
  }
});

test('more than the stock is refused and nothing is taken', async () => {
  const [a, b] = await variantIdsOf(app.db, 'AM0008');
  const [stockA, stockB] = [await stockOf(a!), await stockOf(b!)];
  const cartKey = await shopCartWith(app, member, { [a!]: 1, [b!]: stockB });
  await app.db
    .update(shopVariants)
    .set({ stock: stockB - 1 })
    .where(eq(shopVariants.id, b!));
  const response = await app.inject({
    method: 'POST',
    url: PURCHASES,
    headers: member.shopHeaders,
    payload: purchaseBody(member, cartKey),
  });
  expect(response.statusCode).toBe(409);
  expect(response.json().message).toBe('สินค้าในคลังไม่เพียงพอ');
  expect([await stockOf(a!), await stockOf(b!)]).toEqual([stockA, stockB - 1]);
});

test('cancel and payment timeout give the stock back once', async () => {
  const [variant] = await variantIdsOf(app.db, 'AM0009');
  const before = await stockOf(variant!);
  const first = (await order({ [variant!]: 1 })).json().data;
  const cancel = await app.inject({
    method: 'DELETE',
    url: `${PURCHASES}/${first.id}/cancel`,
    headers: member.headers,
  });
  expect(cancel.json().data.status).toBe('cancelled');
  expect(await stockOf(variant!)).toBe(before);
  const twice = await app.inject({
    method: 'DELETE',
    url: `${PURCHASES}/${first.id}/cancel`,
    headers: member.headers,
  });
  expect(twice.statusCode).toBe(409);
  expect(await stockOf(variant!)).toBe(before);

  const second = (await order({ [variant!]: 2 })).json().data;
  expect(await stockOf(variant!)).toBe(before - 2);
  clock.set(new Date(Date.parse(second.pay_before) + 1000));
  const late = await app.inject({
    method: 'GET',
    url: `${PURCHASES}/${second.code}`,
    headers: member.headers,
  });
  expect(late.json().data.status).toBe('timeout');
  expect(await stockOf(variant!)).toBe(before);
  const slip = await slipForm(PNG);
  const lateSlip = await app.inject({
    method: 'PUT',
    url: `${PURCHASES}/${second.id}/payment/slip`,
    headers: { ...member.headers, 'content-type': slip.type },
    payload: slip.payload,
  });
  expect(lateSlip.statusCode).toBe(409);
});

test('a hostile slip is refused in Thai and the purchase waits for another; a photo is kept without its GPS', async () => {
  const [variant] = await variantIdsOf(app.db, 'AM0010');
  const purchase = (await order({ [variant!]: 1 })).json().data;
  const put = async (bytes: Buffer, type: string) => {
    const slip = await slipForm(bytes, type);
    return app.inject({
      method: 'PUT',
      url: `${PURCHASES}/${purchase.id}/payment/slip`,
      headers: { ...member.headers, 'content-type': slip.type },
      payload: slip.payload,
    });
  };
  for (const [bytes, message] of [
    [jpegHeaderThenScript(), ORDER_MESSAGES.slipUnreadable],
    [await pdfWithOpenActionScript(), ORDER_MESSAGES.slipPdfActive],
    [pngBomb(), ORDER_MESSAGES.slipTooManyPixels],
  ] as const) {
    const refused = await put(bytes, 'image/jpeg');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message, errors: [{ field: 'file', message }], status: 422 });
    const [row] = await app.db.select().from(shopPurchases).where(eq(shopPurchases.id, purchase.id));
    expect([row!.status, row!.slip_file]).toEqual(['reserved', null]);
  }
  const photo = await put(await jpegWithGps(), 'image/jpeg');
  expect(photo.statusCode).toBe(200);
  expect(photo.json().data.status).toBe('slip_uploaded');
  const [row] = await app.db.select().from(shopPurchases).where(eq(shopPurchases.id, purchase.id));
  const stored = readFileSync(path.join(app.config.slipsDir, row!.slip_file!));
  expect((await sharp(stored).metadata()).exif).toBeUndefined();
  expect(stored.includes(Buffer.from('PhoneMaker'))).toBe(false);
});

test('slip, payment confirmed by the shop, shipments, received, and the certificates', async () => {
  const [variant] = await variantIdsOf(app.db, 'AM0010');
  const purchase = (await order({ [variant!]: 2 })).json().data;

  const text = await slipForm(Buffer.from('not a picture at all'), 'image/png');
  const refused = await app.inject({
    method: 'PUT',
    url: `${PURCHASES}/${purchase.id}/payment/slip`,
    headers: { ...member.headers, 'content-type': text.type },
    payload: text.payload,
  });
  expect(refused.statusCode).toBe(422);
  expect(refused.json().message).toBe('ไฟล์ต้องเป็นรูปภาพ JPEG, PNG, WebP หรือ PDF');

  const slip = await slipForm(PNG);
  const uploaded = await app.inject({
    method: 'PUT',
    url: `${PURCHASES}/${purchase.id}/payment/slip`,
    headers: { ...member.headers, 'content-type': slip.type },
    payload: slip.payload,
  });
  expect(uploaded.statusCode).toBe(200);
  expect(uploaded.json().data).toMatchObject({
    status: 'slip_uploaded',
    has_slip: true,
    payment_channel: 'promptpay',
  });

  const notYet = await app.inject({
    method: 'PUT',
    url: `${PURCHASES}/${purchase.id}/shipments/confirm-received`,
    headers: member.headers,
  });
  expect(notYet.statusCode).toBe(409);

  const noToken = await app.inject({ method: 'POST', url: `${ADMIN}/${purchase.id}/confirm-payment` });
  expect(noToken.statusCode).toBe(401);
  const confirmed = await app.inject({
    method: 'POST',
    url: `${ADMIN}/${purchase.id}/confirm-payment`,
    headers: adminHeaders(),
  });
  expect(confirmed.statusCode).toBe(200);
  const paid = confirmed.json().data;
  expect(paid.status).toBe('ordered');
  expect(paid.shipments).toHaveLength(1);
  expect(paid.shipments[0]).toMatchObject({
    status: 'prepare_to_ship',
    logs: [{ status: 'prepare_to_ship' }],
  });
  const codes = paid.items[0].certificate_codes as string[];
  expect(codes).toHaveLength(2);
  const again = await app.inject({
    method: 'POST',
    url: `${ADMIN}/${purchase.id}/confirm-payment`,
    headers: adminHeaders(),
  });
  expect(again.statusCode).toBe(409);

  const shipment = paid.shipments[0].id;
  const backwards = await app.inject({
    method: 'PUT',
    url: `${ADMIN}/${purchase.id}/order-shipments/${shipment}`,
    headers: adminHeaders(),
    payload: { status: 'received' },
  });
  expect(backwards.statusCode).toBe(400);
  const shipped = await app.inject({
    method: 'PUT',
    url: `${ADMIN}/${purchase.id}/order-shipments/${shipment}`,
    headers: adminHeaders(),
    payload: { status: 'shipped', tracking_no: 'TH123456789' },
  });
  expect(shipped.json().data.shipments[0]).toMatchObject({ status: 'shipped', tracking_no: 'TH123456789' });

  const received = await app.inject({
    method: 'PUT',
    url: `${PURCHASES}/${purchase.id}/shipments/${shipment}/confirm-received`,
    headers: member.headers,
  });
  expect(received.statusCode).toBe(200);
  expect(received.json().data.shipments[0].logs.map((log: { status: string }) => log.status)).toEqual([
    'prepare_to_ship',
    'shipped',
    'received',
  ]);
  const cancelLate = await app.inject({
    method: 'PUT',
    url: `${ADMIN}/${purchase.id}/order-shipments/${shipment}`,
    headers: adminHeaders(),
    payload: { status: 'cancelled' },
  });
  expect(cancelLate.statusCode).toBe(409);

  // Anyone verifies a code: the amulet and its shop, nothing of the buyer.
  const verify = await app.inject({
    method: 'GET',
    url: `/api/public/v1/amulet-certificates/${codes[0]!.toLowerCase().replaceAll('-', '')}`,
  });
  expect(verify.statusCode).toBe(200);
  const certificate = verify.json().data;
  expect(certificate).toMatchObject({ code: codes[0], product_code: 'AM0010' });
  expect(JSON.stringify(certificate)).not.toMatch(/สมชาย|0812345678|เจริญกรุง|SP\d/);
  const unknown = await app.inject({
    method: 'GET',
    url: '/api/public/v1/amulet-certificates/ZZZZ-ZZZZ-ZZZZ-ZZZZ',
  });
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe('ไม่พบใบรับรองพระเครื่องนี้ รหัสอาจไม่ถูกต้อง');

  const mine = await app.inject({
    method: 'GET',
    url: '/api/public/v1/amulet-certificates',
    headers: member.headers,
  });
  expect(mine.json().data.map((c: { code: string }) => c.code)).toEqual(expect.arrayContaining(codes));
  const stranger = await registerShopMember(app);
  const theirs = await app.inject({
    method: 'GET',
    url: '/api/public/v1/amulet-certificates',
    headers: stranger.headers,
  });
  expect(theirs.json().data).toEqual([]);
  const notTheirs = await app.inject({
    method: 'GET',
    url: `${PURCHASES}/${purchase.code}`,
    headers: stranger.headers,
  });
  expect(notTheirs.statusCode).toBe(404);
});
