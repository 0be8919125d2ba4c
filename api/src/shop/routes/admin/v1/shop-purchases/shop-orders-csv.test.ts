import { STAFF_ROLE_MESSAGES } from '@chokdee/shared-contract/schemas/staff-roles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { variantIdsOf } from '#api/shop/domain-seed';
import { shopPurchases } from '#api/shop/shop-tables';
import { staffWithRoles, type StaffLogin } from '#api/staff-access/test/staff-fixtures';
import { adminHeaders, buildTestApp } from '#api/test/build-test-app';
import { purchaseBody, registerShopMember, shopCartWith, type ShopMember } from '#api/test/shop-fixtures';

const EXPORT = '/admin/v1/shop-purchases/export.csv';

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

/** A purchase of `quantity` pieces of `product`'s first variant in `name`, its slip in when `slip`. */
async function purchase(product: string, name: string, quantity: number, slip: boolean) {
  const [variant] = await variantIdsOf(app.db, product);
  const cartKey = await shopCartWith(app, member, { [variant!]: quantity });
  const created = await app.inject({
    method: 'POST',
    url: '/api/public/v1/purchases',
    headers: member.shopHeaders,
    payload: purchaseBody(member, cartKey, { member_name: name }),
  });
  expect(created.statusCode).toBe(201);
  const { id, code, total_amount } = created.json().data as {
    id: number;
    code: string;
    total_amount: number;
  };
  if (slip)
    await app.db
      .update(shopPurchases)
      .set({ status: 'slip_uploaded', slip_uploaded_at: new Date('2026-11-21T12:30:00Z') })
      .where(eq(shopPurchases.id, id));
  return { code, total_amount };
}

/** The file's lines, without the byte order mark (checked apart) and the last empty line. */
const linesOf = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);

test('the list as the screen filters it: UTF-8 with BOM, Buddhist-era dates, baht, names quoted', async () => {
  const awaiting = await purchase('AM0003', 'ร้าน "ศรีสุข", สาขา 2', 2, true);
  const plain = await purchase('AM0006', 'สมหญิง', 1, true);
  const unpaid = await purchase('AM0009', 'สมศักดิ์', 1, false);

  const answer = await app.inject({
    method: 'GET',
    url: `${EXPORT}?stage=awaiting_check`,
    headers: shop.headers,
  });
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(answer.headers['content-disposition']).toBe('attachment; filename="shop-orders-2026-11-21.csv"');
  expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));

  const lines = linesOf(answer.body);
  expect(lines).toEqual([
    'รหัสคำสั่งซื้อ,วันที่สั่งซื้อ,สถานะ,ชื่อสมาชิก,ผู้รับ,เบอร์โทร,จำนวน (ชิ้น),ยอดชำระ (บาท),วันที่ส่งสลิป',
    // Newest first, as the screen sorts by default; 11:00 UTC is 18:00 in Bangkok, 2026 is 2569.
    `${plain.code},21/11/2569 18:00,รอตรวจสลิป,สมหญิง,สมชาย ใจดี,0812345678,1,${plain.total_amount}.00,21/11/2569 19:30`,
    `${awaiting.code},21/11/2569 18:00,รอตรวจสลิป,"ร้าน ""ศรีสุข"", สาขา 2",สมชาย ใจดี,0812345678,2,${awaiting.total_amount}.00,21/11/2569 19:30`,
  ]);
  expect(lines.join('\n')).not.toContain(unpaid.code);

  // The same search and order as the list: one name, oldest first, every stage.
  const searched = await app.inject({
    method: 'GET',
    url: `${EXPORT}?q=${encodeURIComponent('ศรีสุข')}&sort=oldest`,
    headers: shop.headers,
  });
  expect(
    linesOf(searched.body)
      .slice(1)
      .map((line) => line.split(',')[0]),
  ).toEqual([awaiting.code]);
  const all = linesOf(
    (await app.inject({ method: 'GET', url: `${EXPORT}?sort=oldest`, headers: shop.headers })).body,
  );
  expect(all.slice(1).map((line) => line.split(',')[0])).toEqual([awaiting.code, plain.code, unpaid.code]);
  expect(all[3]).toContain(',จองแล้ว,');
});

test('only the shop role and the owner export; support, who may read the list, gets the Thai 403', async () => {
  const support = await staffWithRoles(app, ['support']);
  const refused = await app.inject({ method: 'GET', url: EXPORT, headers: support.headers });
  expect([refused.statusCode, refused.json().message]).toEqual([403, STAFF_ROLE_MESSAGES.forbidden]);
  const list = await app.inject({ method: 'GET', url: '/admin/v1/shop-purchases', headers: support.headers });
  expect(list.statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: EXPORT, headers: adminHeaders() })).statusCode).toBe(200);
  const bad = await app.inject({ method: 'GET', url: `${EXPORT}?stage=lost`, headers: shop.headers });
  expect(bad.statusCode).toBe(400);
});
