import { PDFDocument } from '@cantoo/pdf-lib';
import { SLIP_MAX_BYTES } from '@chokdee/shared-contract/schemas/order';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { orders, tickets } from '#api/lottery-sales/inventory-tables';
import { ORDER_MESSAGES } from '#api/lottery-sales/order-messages';
import { createTestCart, ticketState } from '#api/test/cart-fixtures';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';
import { registerMember, type MemberSession } from '#api/test/member-session';
import {
  APPENDED_HTML,
  jpegHeaderThenScript,
  jpegSlip,
  jpegWithGps,
  pdfSlip,
  pdfWithOpenActionScript,
  pngBomb,
  pngSlip,
  pngWithHtml,
  webpSlip,
} from '#api/test/slip-fixtures';
import { createTestStore, type TestStore } from '#api/test/store-fixtures';

jest.setTimeout(60_000);

/** A file padded to `size` bytes (a decoder stops at the picture's end and ignores the rest). */
const pad = (head: Buffer, size = 2048) =>
  Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length), 7)]);
const SLIP_KINDS = ['jpeg', 'png', 'webp', 'pdf'] as const;
/** Real slips of each kind, made in `beforeAll`. */
const SAMPLE_SLIPS = {} as Record<(typeof SLIP_KINDS)[number], Buffer>;

const slipsDir = mkdtempSync(path.join(os.tmpdir(), 'chokdee-slip-test-'));
const clock = createTestClock();
let app: FastifyInstance;
let shop: TestStore;
let member: MemberSession;

beforeAll(async () => {
  Object.assign(SAMPLE_SLIPS, {
    jpeg: await jpegSlip(),
    png: await pngSlip(),
    webp: await webpSlip(),
    pdf: await pdfSlip(),
  });
  app = await buildTestApp({ clock: clock.now, config: { slipsDir: path.join(slipsDir, 'slips') } });
  shop = await createTestStore(app.db, {
    now: TEST_NOW,
    numbers: ['123456', '654321'],
    copies: 80,
    price: 80,
  });
  member = await registerMember(app);
});
afterAll(async () => {
  await app.close();
  rmSync(slipsDir, { recursive: true, force: true });
});
afterEach(() => clock.set(TEST_NOW));

const ORDERS = '/public/bos/v1/orders';
const slipFiles = () => {
  try {
    return readdirSync(path.join(slipsDir, 'slips'));
  } catch {
    return [];
  }
};

async function newOrder(who: MemberSession = member, quantity = 2) {
  const cart = await createTestCart(app.db, {
    userId: who.userId,
    storeId: shop.store.id,
    drawId: shop.drawId,
    now: clock.now(),
    items: { '123456': quantity },
  });
  const response = await app.inject({
    method: 'POST',
    url: ORDERS,
    headers: who.headers,
    payload: { channel: 'web', member_name: 'สมชาย', cart_key: cart.cartId },
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return { ...(response.json().data as { id: number; code: string }), ticketIds: cart.ticketIds };
}

/** A multipart body made by the platform's own FormData, as a browser sends it. */
async function form(parts: {
  file?: { data: Buffer; name: string; type: string };
  fields?: Record<string, string>;
}) {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts.fields ?? {})) data.append(name, value);
  if (parts.file)
    data.append(
      'file',
      new Blob([new Uint8Array(parts.file.data)], { type: parts.file.type }),
      parts.file.name,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

async function upload(
  order: string | number,
  parts: Parameters<typeof form>[0],
  headers: Record<string, string> = member.headers,
) {
  const { payload, contentType } = await form(parts);
  return app.inject({
    method: 'POST',
    url: `${ORDERS}/${order}/payment-slip`,
    headers: { ...headers, 'content-type': contentType },
    payload,
  });
}

const orderRow = async (id: number) => (await app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

describe('POST /orders/{orderId}/payment-slip', () => {
  test.each(SLIP_KINDS)(
    'a %s slip is accepted: slip_uploaded, tickets held until the dealer decides',
    async (kind) => {
      const data = SAMPLE_SLIPS[kind];
      const order = await newOrder();
      const before = slipFiles().length;
      const response = await upload(order.id, {
        file: { data, name: `../../etc/passwd-${kind}`, type: 'application/octet-stream' },
        fields: { payment_channel: 'promptpay' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        code: order.code,
        status: 'slip_uploaded',
        has_slip: true,
        payment_channel: 'promptpay',
        slip_uploaded_at: '2026-11-21T18:00:00.000+07:00',
      });
      expect(response.json().data.payment.promptpay_qr).toBeNull();
      for (const id of order.ticketIds) expect((await ticketState(app.db, id)).held_until).toBe('infinity');

      // Stored under a server-made name (never the client's), readable by the owner only.
      const row = await orderRow(order.id);
      const ext = kind === 'jpeg' ? 'jpg' : kind;
      expect(row.slip_file).toMatch(new RegExp(`^[0-9a-f]{32}\\.${ext}$`));
      expect(slipFiles()).toHaveLength(before + 1);
      expect(statSync(path.join(slipsDir, 'slips', row.slip_file!)).mode & 0o777).toBe(0o600);
      expect(statSync(path.join(slipsDir, 'slips')).mode & 0o777).toBe(0o700);
    },
  );

  test('the order may be named by its code as well; payment_channel is optional', async () => {
    const order = await newOrder();
    const response = await upload(order.code, {
      file: { data: SAMPLE_SLIPS.png, name: 'slip.png', type: 'image/png' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.payment_channel).toBeNull();
  });

  test('the member reads the slip back: right type, private, nosniff, a CSP that runs nothing, inline with a safe name', async () => {
    const order = await newOrder();
    await upload(order.id, {
      file: { data: SAMPLE_SLIPS.pdf, name: 'my "slip".pdf', type: 'application/pdf' },
    });
    const response = await app.inject({
      method: 'GET',
      url: `${ORDERS}/${order.code}/payment-slip`,
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; img-src 'self'; sandbox");
    expect(response.headers['content-disposition']).toBe(`inline; filename="slip-${order.code}.pdf"`);
    // The PDF as written anew (slip-pdf.ts), not the bytes sent.
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await PDFDocument.load(response.rawPayload)).getPageCount()).toBe(1);

    const other = await registerMember(app);
    const stranger = await app.inject({
      method: 'GET',
      url: `${ORDERS}/${order.code}/payment-slip`,
      headers: other.headers,
    });
    expect(stranger.statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: `${ORDERS}/${order.code}/payment-slip` });
    expect(anonymous.statusCode).toBe(401);
    const noSlip = await newOrder();
    const missing = await app.inject({
      method: 'GET',
      url: `${ORDERS}/${noSlip.code}/payment-slip`,
      headers: member.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('ไม่พบไฟล์สลิป');
  });

  /** Every refusal leaves the order exactly as it was and no file behind. */
  async function expectRefused(
    order: { id: number; ticketIds: number[] },
    response: Awaited<ReturnType<typeof upload>>,
    status: number,
    message: string,
    filesBefore: number,
  ) {
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(response.json().status).toBe(status);
    const row = await orderRow(order.id);
    expect(row.slip_file).toBeNull();
    expect(slipFiles()).toHaveLength(filesBefore);
    return row;
  }

  test('a text file named .jpg and sent as image/jpeg is refused by its bytes (422); so is a GIF', async () => {
    const order = await newOrder();
    const files = slipFiles().length;
    const text = Buffer.from('this is not a picture of a bank slip\n'.repeat(20));
    const fake = await upload(order.id, { file: { data: text, name: 'slip.jpg', type: 'image/jpeg' } });
    const row = await expectRefused(order, fake, 422, 'ไฟล์ต้องเป็นรูปภาพ JPEG, PNG, WebP หรือ PDF', files);
    expect(row.status).toBe('reserved');
    expect(fake.json().errors).toEqual([
      { field: 'file', message: 'ไฟล์ต้องเป็นรูปภาพ JPEG, PNG, WebP หรือ PDF' },
    ]);
    const gif = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(100)]);
    const refused = await upload(order.id, { file: { data: gif, name: 'slip.png', type: 'image/png' } });
    await expectRefused(order, refused, 422, 'ไฟล์ต้องเป็นรูปภาพ JPEG, PNG, WebP หรือ PDF', files);
  });

  test.each([
    ['a JPEG header followed by a script', jpegHeaderThenScript, ORDER_MESSAGES.slipUnreadable],
    [
      'a PDF that runs a script as it opens (/OpenAction /JS)',
      pdfWithOpenActionScript,
      ORDER_MESSAGES.slipPdfActive,
    ],
    ['a 20000 × 20000 PNG bomb', async () => pngBomb(), ORDER_MESSAGES.slipTooManyPixels],
  ])(
    '%s → 422 in Thai; the order waits for another slip, which goes through',
    async (_name, make, message) => {
      const order = await newOrder();
      const files = slipFiles().length;
      const hostile = await upload(order.id, {
        file: { data: await make(), name: 'slip.jpg', type: 'image/jpeg' },
      });
      const row = await expectRefused(order, hostile, 422, message, files);
      expect(hostile.json().errors).toEqual([{ field: 'file', message }]);
      expect(row.status).toBe('reserved');
      for (const id of order.ticketIds)
        expect((await ticketState(app.db, id)).held_until).not.toBe('infinity');
      const good = await upload(order.id, {
        file: { data: SAMPLE_SLIPS.png, name: 'slip.png', type: 'image/png' },
      });
      expect(good.statusCode).toBe(200);
      expect(good.json().data.status).toBe('slip_uploaded');
    },
  );

  /** The bytes stored for an order's slip, as the member reads them back. */
  async function storedSlip(order: { code: string }) {
    const response = await app.inject({
      method: 'GET',
      url: `${ORDERS}/${order.code}/payment-slip`,
      headers: member.headers,
    });
    expect(response.statusCode).toBe(200);
    return response;
  }

  test('a PNG with HTML after its end is stored and served without the HTML', async () => {
    const order = await newOrder();
    const polyglot = await pngWithHtml();
    expect(
      (await upload(order.id, { file: { data: polyglot, name: 'a.png', type: 'image/png' } })).statusCode,
    ).toBe(200);
    const served = await storedSlip(order);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.toString('latin1')).not.toContain(APPENDED_HTML);
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
  });

  test("a phone photo's EXIF (GPS position, phone model) is not in the stored copy", async () => {
    const order = await newOrder();
    const photo = await jpegWithGps();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(
      (await upload(order.id, { file: { data: photo, name: 'IMG_0001.jpg', type: 'image/jpeg' } }))
        .statusCode,
    ).toBe(200);
    const served = await storedSlip(order);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    const row = await orderRow(order.id);
    const onDisk = readFileSync(path.join(slipsDir, 'slips', row.slip_file!));
    expect(onDisk.includes(Buffer.from('Exif'))).toBe(false);
  });

  test('5 MB is accepted; 5 MB + 1 byte → 413 ไฟล์ต้องมีขนาดไม่เกิน 5 MB', async () => {
    const order = await newOrder();
    const files = slipFiles().length;
    const tooBig = await upload(order.id, {
      file: { data: pad(SAMPLE_SLIPS.jpeg, SLIP_MAX_BYTES + 1), name: 'big.jpg', type: 'image/jpeg' },
    });
    await expectRefused(order, tooBig, 413, 'ไฟล์ต้องมีขนาดไม่เกิน 5 MB', files);
    const justRight = await upload(order.id, {
      file: { data: pad(SAMPLE_SLIPS.jpeg, SLIP_MAX_BYTES), name: 'max.jpg', type: 'image/jpeg' },
    });
    expect(justRight.statusCode).toBe(200);
  });

  test('no file, an empty file, or the file under another name → 400 กรุณาแนบไฟล์สลิป', async () => {
    const order = await newOrder();
    const files = slipFiles().length;
    await expectRefused(
      order,
      await upload(order.id, { fields: { payment_channel: 'promptpay' } }),
      400,
      'กรุณาแนบไฟล์สลิป',
      files,
    );
    await expectRefused(
      order,
      await upload(order.id, { file: { data: Buffer.alloc(0), name: 'empty.jpg', type: 'image/jpeg' } }),
      400,
      'กรุณาแนบไฟล์สลิป',
      files,
    );
    const data = new FormData();
    data.append('slip', new Blob([new Uint8Array(SAMPLE_SLIPS.png)], { type: 'image/png' }), 'slip.png');
    const request = new Request('http://localhost/', { method: 'POST', body: data });
    const otherName = await app.inject({
      method: 'POST',
      url: `${ORDERS}/${order.id}/payment-slip`,
      headers: { ...member.headers, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    await expectRefused(order, otherName, 400, 'กรุณาแนบไฟล์สลิป', files);
  });

  test('not multipart at all → 415; two files → 400; a bad payment_channel → 400', async () => {
    const order = await newOrder();
    const files = slipFiles().length;
    const json = await app.inject({
      method: 'POST',
      url: `${ORDERS}/${order.id}/payment-slip`,
      headers: member.headers,
      payload: { file: 'base64…' },
    });
    await expectRefused(order, json, 415, 'กรุณาส่งไฟล์สลิปแบบ multipart/form-data', files);

    const two = new FormData();
    two.append('file', new Blob([new Uint8Array(SAMPLE_SLIPS.png)]), 'a.png');
    two.append('file', new Blob([new Uint8Array(SAMPLE_SLIPS.png)]), 'b.png');
    const request = new Request('http://localhost/', { method: 'POST', body: two });
    const twoFiles = await app.inject({
      method: 'POST',
      url: `${ORDERS}/${order.id}/payment-slip`,
      headers: { ...member.headers, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    await expectRefused(order, twoFiles, 400, 'แนบไฟล์สลิปได้ครั้งละ 1 ไฟล์', files);

    const channel = await upload(order.id, {
      file: { data: SAMPLE_SLIPS.png, name: 'slip.png', type: 'image/png' },
      fields: { payment_channel: 'cash' },
    });
    await expectRefused(order, channel, 400, 'ช่องทางการชำระเงินไม่ถูกต้อง', files);
    expect(channel.json().errors).toEqual([{ field: 'payment_channel', message: 'ช่องทางการชำระเงินไม่ถูกต้อง' }]);
  });

  test('a NUL in a multipart field → the same 400 as in JSON, naming the field', async () => {
    const order = await newOrder();
    const files = slipFiles().length;
    const response = await upload(order.id, {
      file: { data: SAMPLE_SLIPS.png, name: 'slip.png', type: 'image/png' },
      fields: { payment_channel: 'prompt\u0000pay' },
    });
    await expectRefused(order, response, 400, 'ข้อมูลไม่ถูกต้อง', files);
    expect(response.json().errors).toEqual([{ field: 'payment_channel', message: 'มีอักขระที่ไม่อนุญาต' }]);
  });

  test('a broken multipart body (no boundary, cut short) → 400, never a 500', async () => {
    const order = await newOrder();
    const files = slipFiles().length;
    const noBoundary = await app.inject({
      method: 'POST',
      url: `${ORDERS}/${order.id}/payment-slip`,
      headers: { ...member.headers, 'content-type': 'multipart/form-data' },
      payload: 'file=abc',
    });
    await expectRefused(order, noBoundary, 400, 'ข้อมูลที่ส่งมากับสลิปไม่ถูกต้อง', files);
    const { payload, contentType } = await form({
      file: { data: SAMPLE_SLIPS.png, name: 'slip.png', type: 'image/png' },
    });
    const cut = await app.inject({
      method: 'POST',
      url: `${ORDERS}/${order.id}/payment-slip`,
      headers: { ...member.headers, 'content-type': contentType },
      payload: payload.subarray(0, payload.length - 60),
    });
    await expectRefused(order, cut, 400, 'ข้อมูลที่ส่งมากับสลิปไม่ถูกต้อง', files);
  });

  test("someone else's order (or an unknown one) → 404, nothing stored", async () => {
    const order = await newOrder();
    const files = slipFiles().length;
    const other = await registerMember(app);
    const file = { data: SAMPLE_SLIPS.png, name: 'slip.png', type: 'image/png' };
    await expectRefused(order, await upload(order.id, { file }, other.headers), 404, 'ไม่พบคำสั่งซื้อ', files);
    const unknown = await upload(999_999, { file });
    expect(unknown.statusCode).toBe(404);
    expect((await upload(order.id, { file }, {})).statusCode).toBe(401);
    expect(slipFiles()).toHaveLength(files);
  });

  test('a timed-out order → 422 หมดเวลาชำระเงินแล้ว, unchanged, no file left', async () => {
    const order = await newOrder();
    const files = slipFiles().length;
    clock.set(new Date(TEST_NOW.getTime() + 30 * 60_000));
    const response = await upload(order.id, {
      file: { data: SAMPLE_SLIPS.jpeg, name: 'slip.jpg', type: 'image/jpeg' },
    });
    const row = await expectRefused(order, response, 422, 'หมดเวลาชำระเงินแล้ว', files);
    expect(row.status).toBe('reserved');
  });

  test('a ticket no longer held by the order (taken by a cart after a lapse) → 422, all rolled back', async () => {
    const order = await newOrder();
    const files = slipFiles().length;
    // Simulate what only a lapse allows: another cart holds one of the order's tickets now.
    const [lost] = order.ticketIds;
    await app.db
      .update(tickets)
      .set({ cart_id: '00000000-0000-4000-8000-000000000001', order_id: null })
      .where(eq(tickets.id, lost!));
    const response = await upload(order.id, {
      file: { data: SAMPLE_SLIPS.png, name: 'slip.png', type: 'image/png' },
    });
    const row = await expectRefused(order, response, 422, 'หมดเวลาชำระเงินแล้ว', files);
    expect(row.status).toBe('reserved');
    // The other ticket's hold was not moved to 'infinity'.
    expect((await ticketState(app.db, order.ticketIds[1]!)).held_until).not.toBe('infinity');
  });

  test('a second upload while the dealer decides, or on a cancelled/ordered order → 422, unchanged', async () => {
    const order = await newOrder();
    const file = { data: SAMPLE_SLIPS.png, name: 'slip.png', type: 'image/png' };
    expect((await upload(order.id, { file })).statusCode).toBe(200);
    const first = (await orderRow(order.id)).slip_file;
    const files = slipFiles().length;
    const again = await upload(order.id, { file });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('อัพโหลดสลิปแล้ว กรุณารอผู้ค้าตรวจสอบ');
    expect((await orderRow(order.id)).slip_file).toBe(first);
    expect(slipFiles()).toHaveLength(files);

    const cancelled = await newOrder();
    await app.inject({ method: 'POST', url: `${ORDERS}/${cancelled.code}/cancel`, headers: member.headers });
    const refused = await upload(cancelled.id, { file });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('คำสั่งซื้อนี้ถูกยกเลิกแล้ว');
  });
});
