import { MEMBER_LOOKUP_MESSAGES, MemberLookupSchema } from '@chokdee/shared-contract/schemas/member-lookup';
import { STAFF_ROLE_MESSAGES } from '@chokdee/shared-contract/schemas/staff-roles';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '#api/auth/auth-tables';
import { variantIdsOf } from '#api/shop/domain-seed';
import { shopPurchases, shopShipments, shopShops } from '#api/shop/shop-tables';
import { staffWithRoles, type StaffLogin } from '#api/staff-access/test/staff-fixtures';
import { buildTestApp } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';
import { purchaseBody, registerShopMember, shopCartWith } from '#api/test/shop-fixtures';

jest.setTimeout(60_000);
let app: FastifyInstance;
let support: StaffLogin;
let owner: StaffLogin;
let shop: StaffLogin;
beforeAll(async () => {
  app = await buildTestApp();
  [support, owner, shop] = await Promise.all([
    staffWithRoles(app, ['support']),
    staffWithRoles(app, ['owner']),
    staffWithRoles(app, ['shop']),
  ]);
});
afterAll(() => app.close());

const lookUp = (tel: string, who: StaffLogin | null = support) =>
  app.inject({ url: `/admin/v1/member-lookup?tel=${encodeURIComponent(tel)}`, headers: who?.headers });
const telOf = async (userId: number) =>
  (await app.db.select({ tel: users.tel }).from(users).where(eq(users.id, userId)))[0]!.tel!;

test('support finds a member by the phone they give and reads their purchase and its parcel', async () => {
  const buyer = await registerShopMember(app);
  const [variant] = await variantIdsOf(app.db, 'AM0035');
  const cartKey = await shopCartWith(app, buyer, { [variant!]: 1 });
  const created = await app.inject({
    method: 'POST',
    url: '/api/public/v1/purchases',
    headers: buyer.shopHeaders,
    payload: purchaseBody(buyer, cartKey),
  });
  expect(created.statusCode).toBe(201);
  const { id, code } = created.json().data as { id: number; code: string };
  await app.db
    .update(shopPurchases)
    .set({ status: 'ordered', fulfilment: 'shipped' })
    .where(eq(shopPurchases.id, id));
  const [row] = await app.db.select({ shop_id: shopShops.id }).from(shopShops).limit(1);
  await app.db.insert(shopShipments).values({
    purchase_id: id,
    shop_id: row!.shop_id,
    status: 'shipped',
    carrier: 'kerry',
    tracking_no: 'KEX1234567890',
  });

  const tel = await telOf(buyer.userId);
  // As the member reads it out: grouped, or with the country code.
  const spoken = `+66 ${tel.slice(1, 3)}-${tel.slice(3, 6)}-${tel.slice(6)}`;
  const answer = await lookUp(spoken);
  expect(answer.statusCode).toBe(200);
  expect(answer.headers['cache-control']).toBe('private, no-store');
  const found = MemberLookupSchema.parse(answer.json()).data;
  expect(found.member).toMatchObject({ id: buyer.userId, tel });
  expect(found.shop_purchases).toEqual([
    expect.objectContaining({
      code,
      stage: 'shipped',
      parcels: [{ carrier: 'kerry', tracking_no: 'KEX1234567890' }],
    }),
  ]);
  expect(found.lottery_orders).toEqual([]);
  expect(found.reward_parcels).toEqual([]);

  // The owner may look too.
  expect((await lookUp(tel, owner)).statusCode).toBe(200);
});

test('an unknown phone is a Thai 404, a malformed one a Thai 400', async () => {
  const unknown = await lookUp('0800000000');
  expect(unknown.statusCode).toBe(404);
  expect(unknown.json().message).toBe(MEMBER_LOOKUP_MESSAGES.notFound);
  for (const bad of ['12345', 'abcdefghij', '0'.repeat(40), '']) {
    const answer = await lookUp(bad);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual([
      expect.objectContaining({ field: 'tel', message: MEMBER_LOOKUP_MESSAGES.telInvalid }),
    ]);
  }
});

test('shop staff are refused in Thai, a member and a visitor must log in as staff', async () => {
  const member = await registerMember(app);
  const tel = await telOf(member.userId);
  const refused = await lookUp(tel, shop);
  expect(refused.statusCode).toBe(403);
  expect(refused.json().message).toBe(STAFF_ROLE_MESSAGES.forbidden);
  expect((await lookUp(tel, null)).statusCode).toBe(401);
  const asMember = await app.inject({ url: `/admin/v1/member-lookup?tel=${tel}`, headers: member.headers });
  expect(asMember.statusCode).toBe(401);
});
