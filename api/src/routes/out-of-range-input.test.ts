import { PRIMITIVE_MESSAGES } from '@chokdee/shared-contract/schemas/primitives';
import { SHOP_MESSAGES } from '@chokdee/shared-contract/schemas/shop';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { variantIdsOf } from '#api/shop/domain-seed';
import { adminHeaders, buildTestApp } from '#api/test/build-test-app';
import { purchaseBody, registerShopMember, shopCartWith, type ShopMember } from '#api/test/shop-fixtures';

/**
 * Ids the database's `integer` columns cannot hold and days the calendar does not have: each is
 * a Thai 4xx naming the field, never a query PostgreSQL refuses with a 500. One route of each
 * kind of place an id or a day comes in (path, body, list in a body) across the domains.
 */
const BEYOND = 2_147_483_648;

jest.setTimeout(60_000);
let app: FastifyInstance;
let member: ShopMember;
let purchaseId: number;

beforeAll(async () => {
  app = await buildTestApp();
  member = await registerShopMember(app);
  const [variant] = await variantIdsOf(app.db, 'AM0002');
  const cartKey = await shopCartWith(app, member, { [variant!]: 1 });
  const purchase = await app.inject({
    method: 'POST',
    url: '/api/public/v1/purchases',
    headers: member.shopHeaders,
    payload: purchaseBody(member, cartKey),
  });
  expect(purchase.statusCode).toBe(201);
  purchaseId = purchase.json().data.id;
});
afterAll(() => app.close());

const THAI = /[\u0E00-\u0E7F]/;

/** The spec §8 shape with a Thai message, and the field named when `field` is given. */
function expectRefusal(response: LightMyRequestResponse, status: number, field?: string) {
  expect({ status: response.statusCode, body: response.body }).toMatchObject({ status });
  const body = response.json();
  expect(body.status).toBe(status);
  expect(body.message).toMatch(THAI);
  if (field) expect(body.errors).toContainEqual({ field, message: expect.stringMatching(THAI) });
}

describe('an id beyond 2,147,483,647', () => {
  test('a purchase in the path is not found (member and admin)', async () => {
    const mine = await app.inject({
      url: `/api/public/v1/purchases/${BEYOND}`,
      headers: member.shopHeaders,
    });
    expectRefusal(mine, 404);
    expect(mine.json().message).toBe(SHOP_MESSAGES.purchaseNotFound);

    const admin = await app.inject({
      method: 'POST',
      url: `/admin/v1/shop-purchases/${BEYOND}/confirm-payment`,
      headers: adminHeaders(),
    });
    expectRefusal(admin, 404);
  });

  test('a prize claim in the path (member and payout staff) and a ticket in the claim body', async () => {
    const mine = await app.inject({ url: `/public/bos/v1/prize-claims/${BEYOND}`, headers: member.headers });
    expectRefusal(mine, 404);
    const staff = await app.inject({
      method: 'POST',
      url: `/admin/v1/prize-claims/${BEYOND}/steps`,
      headers: adminHeaders(),
      payload: { step: 'checking' },
    });
    expectRefusal(staff, 404);
    const claim = await app.inject({
      method: 'POST',
      url: '/public/bos/v1/prize-claims',
      headers: member.headers,
      payload: { ticket_id: BEYOND },
    });
    expectRefusal(claim, 400, 'ticket_id');
  });

  test('a shipment in the path of a real purchase', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/public/v1/purchases/${purchaseId}/shipments/${BEYOND}/confirm-received`,
      headers: member.shopHeaders,
    });
    expectRefusal(response, 400, 'shipmentId');
  });

  test('a product variant in a cart body', async () => {
    const cartKey = await shopCartWith(app, member, {});
    const response = await app.inject({
      method: 'POST',
      url: `/api/public/v1/carts/${cartKey}/items`,
      headers: member.shopHeaders,
      payload: { product_variant_id: BEYOND, quantity: 1 },
    });
    expectRefusal(response, 400, 'product_variant_id');
    expect(response.json().errors[0].message).toBe(SHOP_MESSAGES.variantNotFound);
  });

  test('an address in a purchase body', async () => {
    const [variant] = await variantIdsOf(app.db, 'AM0002');
    const cartKey = await shopCartWith(app, member, { [variant!]: 1 });
    const response = await app.inject({
      method: 'POST',
      url: '/api/public/v1/purchases',
      headers: member.shopHeaders,
      payload: purchaseBody(member, cartKey, { address_id: BEYOND }),
    });
    expectRefusal(response, 400, 'address_id');
  });

  test('a consent in the accept body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/public/v2/consents/accept',
      headers: member.headers,
      payload: { consent_id: BEYOND },
    });
    expectRefusal(response, 400, 'consent_id');
  });

  test('pictures of a prayer project: the cover in a draft, a picture in the path', async () => {
    const draft = await app.inject({
      method: 'POST',
      url: '/public/v1/members/pray/projects',
      headers: member.headers,
      payload: { title: 'ขอให้สอบติด' },
    });
    expect(draft.statusCode).toBe(201);
    const id = draft.json().data.id as number;
    const cover = await app.inject({
      method: 'PUT',
      url: `/public/v1/members/pray/projects/${id}`,
      headers: member.headers,
      payload: { cover_picture_id: BEYOND },
    });
    expectRefusal(cover, 400, 'cover_picture_id');
    const picture = await app.inject({
      method: 'DELETE',
      url: `/public/v1/members/pray/projects/${id}/pictures/${BEYOND}`,
      headers: member.headers,
    });
    expectRefusal(picture, 400, 'pictureId');
    expect((await app.inject({ url: `/public/v1/pray/pictures/${BEYOND}/web` })).statusCode).toBe(400);
  });

  test.each(['1e3', '0x1f', '%207'])(
    'a path id is plain digits: %s is refused, not read as a number',
    async (text) => {
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/public/v1/members/addresses/${text}`,
        headers: member.headers,
      });
      expectRefusal(response, 400, 'id');
    },
  );
});

describe('a day the calendar does not have', () => {
  test.each(['2026-02-30', '2026-99-99'])('%s in a prayer project is a 400 on that field', async (day) => {
    for (const field of ['starts_on', 'ends_on']) {
      const response = await app.inject({
        method: 'POST',
        url: '/public/v1/members/pray/projects',
        headers: member.headers,
        payload: { title: 'ขอให้สอบติด', [field]: day },
      });
      expectRefusal(response, 400, field);
      expect(response.json().errors).toContainEqual({
        field,
        message: PRIMITIVE_MESSAGES.dateNotInCalendar,
      });
    }
  });

  test('2026-02-30 in a query: the safe, the results and the prize claims', async () => {
    const safe = await app.inject({
      url: '/public/bos/v1/orders/bag?draw_date=2026-02-30',
      headers: member.headers,
    });
    expectRefusal(safe, 400, 'draw_date');
    const results = await app.inject({ url: '/public/v2/lottery-results?draw_date=2026-02-30' });
    expectRefusal(results, 400, 'draw_date');
    const claims = await app.inject({
      url: '/public/bos/v1/prize-claims?draw_date=2026-02-30',
      headers: member.headers,
    });
    expectRefusal(claims, 400, 'draw_date');
  });
});
