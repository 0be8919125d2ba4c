import { TRUCK_MESSAGES } from '@chokdee/shared-contract/schemas/truck';
import { desc, eq, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { lotteryDraws } from '#api/results/results-tables';
import { truckOperators } from '#api/truck/truck-tables';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';
import { DEALER_PASSWORD } from '#api/test/store-fixtures';
import { createTestTruck, newSaleKey, type TestTruck } from '#api/test/truck-fixtures';

/** The dealer's password reset and per-draw sales of their operators, and a deactivated operator. */

const TRUCK = '/public/bos/v1/dealer/truck';
const THAI = /[ก-๙]/;
let app: FastifyInstance;
let truck: TestTruck;
let owner: { authorization: string };
let operatorId: number;

const dealerLogin = async (tel: string) => {
  const login = await app.inject({
    method: 'POST',
    url: '/public/bos/v1/dealer/auth/login',
    payload: { tel, password: DEALER_PASSWORD },
  });
  return { authorization: `Bearer ${login.json().data.token}` };
};

const operatorLogin = (username: string, password: string) =>
  app.inject({ method: 'POST', url: '/truck/v1/dealers/login', payload: { username, password } });

const sell = (headers: { authorization: string }, number: string) =>
  app.inject({
    method: 'POST',
    url: '/truck/v1/sales',
    headers: { ...headers, 'idempotency-key': newSaleKey() },
    payload: { items: [{ number, quantity: 2 }], payment_method: 'cash', amount: 160 },
  });

beforeAll(async () => {
  app = await buildTestApp();
  truck = await createTestTruck(app, { now: TEST_NOW, numbers: ['111111', '222222'], copies: 3, price: 80 });
  owner = await dealerLogin(truck.dealerTel);
  const me = await app.inject({ method: 'GET', url: '/truck/v1/dealers/me', headers: truck.headers });
  operatorId = me.json().data.operator.id;
});
afterAll(async () => {
  await app.close();
});

describe('POST /operators/{id}/password', () => {
  test('a password the dealer types: the old one and every session stop at once', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${TRUCK}/operators/${operatorId}/password`,
      headers: owner,
      payload: { password: 'fresh2468' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      operator: expect.objectContaining({ id: operatorId, username: truck.username }),
      generated_password: null,
    });
    const me = await app.inject({ method: 'GET', url: '/truck/v1/dealers/me', headers: truck.headers });
    expect(me.statusCode).toBe(401);
    expect((await operatorLogin(truck.username, 'truck1234')).statusCode).toBe(401);
    const again = await operatorLogin(truck.username, 'fresh2468');
    expect(again.statusCode).toBe(200);
    truck.headers = { authorization: `Bearer ${again.json().data.token}` };
  });

  test('no password sent: the API makes one, answers it once, and it logs in', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${TRUCK}/operators/${operatorId}/password`,
      headers: owner,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const generated: string = res.json().data.generated_password;
    expect(generated).toMatch(/^(?=.*[a-z])(?=.*\d)[a-z0-9]{10}$/);
    expect((await operatorLogin(truck.username, 'fresh2468')).statusCode).toBe(401);
    const again = await operatorLogin(truck.username, generated);
    expect(again.statusCode).toBe(200);
    truck.headers = { authorization: `Bearer ${again.json().data.token}` };
  });

  test('a password that breaks the rule is a Thai 400 and changes nothing', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${TRUCK}/operators/${operatorId}/password`,
      headers: owner,
      payload: { password: 'short' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'password', message: expect.stringMatching(THAI) });
    const me = await app.inject({ method: 'GET', url: '/truck/v1/dealers/me', headers: truck.headers });
    expect(me.statusCode).toBe(200);
  });

  test('another dealer’s operator, no operator and an id past the range are the same 404', async () => {
    const other = await createTestTruck(app, { now: TEST_NOW });
    const otherOwner = await dealerLogin(other.dealerTel);
    for (const id of [String(operatorId), '0', '99999999999', 'abc']) {
      const res = await app.inject({
        method: 'POST',
        url: `${TRUCK}/operators/${id}/password`,
        headers: otherOwner,
        payload: {},
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(TRUCK_MESSAGES.operatorNotFound);
    }
    expect(
      (await app.inject({ method: 'GET', url: '/truck/v1/dealers/me', headers: truck.headers })).statusCode,
    ).toBe(200);
  });

  test('a visitor is 401, a member 403, an operator’s own token 401', async () => {
    const url = `${TRUCK}/operators/${operatorId}/password`;
    expect((await app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(401);
    const member = await registerMember(app);
    const asMember = await app.inject({ method: 'POST', url, headers: member.headers, payload: {} });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toMatch(THAI);
    expect((await app.inject({ method: 'POST', url, headers: truck.headers, payload: {} })).statusCode).toBe(
      401,
    );
  });
});

describe('GET /operators/sales and /operators/{id}/sales', () => {
  test('tickets and baht per operator in the draw on sale now, a page at a time', async () => {
    expect((await sell(truck.headers, '111111')).statusCode).toBe(201);
    expect((await sell(truck.headers, '222222')).statusCode).toBe(201);
    for (const name of ['ข้าวหอม', 'ข้าวใหม่']) {
      const added = await app.inject({
        method: 'POST',
        url: `${TRUCK}/operators`,
        headers: owner,
        payload: { username: `p-${newSaleKey().slice(0, 8)}`, name, password: 'truck1234' },
      });
      expect(added.statusCode).toBe(201);
    }
    const first = await app.inject({
      method: 'GET',
      url: `${TRUCK}/operators/sales?per_page=2`,
      headers: owner,
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.meta).toMatchObject({
      page: 1,
      per_page: 2,
      total: 3,
      draw_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(body.meta.draws[0]).toBe(body.meta.draw_date);
    expect(body.data).toEqual([
      expect.objectContaining({
        id: operatorId,
        is_active: true,
        sales: { count: 2, tickets: 4, total_amount: 320 },
      }),
      expect.objectContaining({ name: 'ข้าวหอม', sales: { count: 0, tickets: 0, total_amount: 0 } }),
    ]);
    const second = await app.inject({
      method: 'GET',
      url: `${TRUCK}/operators/sales?per_page=2&page=2`,
      headers: owner,
    });
    expect(second.json().data.map((row: { name: string }) => row.name)).toEqual(['ข้าวใหม่']);

    const one = await app.inject({
      method: 'GET',
      url: `${TRUCK}/operators/${operatorId}/sales`,
      headers: owner,
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({
      data: expect.objectContaining({ id: operatorId, sales: { count: 2, tickets: 4, total_amount: 320 } }),
      meta: { draw_date: body.meta.draw_date },
    });
  });

  test('a chosen earlier draw counts only that draw; a day without a draw is a Thai 404', async () => {
    const [earlier] = await app.db
      .select({ draw_date: lotteryDraws.draw_date })
      .from(lotteryDraws)
      .where(lt(lotteryDraws.sale_end_at, TEST_NOW))
      .orderBy(desc(lotteryDraws.draw_date))
      .limit(1);
    const res = await app.inject({
      method: 'GET',
      url: `${TRUCK}/operators/sales?draw_date=${earlier!.draw_date}`,
      headers: owner,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().meta.draw_date).toBe(earlier!.draw_date);
    expect(res.json().data[0].sales).toEqual({ count: 0, tickets: 0, total_amount: 0 });
    const one = await app.inject({
      method: 'GET',
      url: `${TRUCK}/operators/${operatorId}/sales?draw_date=${earlier!.draw_date}`,
      headers: owner,
    });
    expect(one.json().data.sales).toEqual({ count: 0, tickets: 0, total_amount: 0 });

    const none = await app.inject({
      method: 'GET',
      url: `${TRUCK}/operators/sales?draw_date=2026-11-02`,
      headers: owner,
    });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(TRUCK_MESSAGES.drawNotFound);
  });

  test('bad dates and pages are Thai 400s', async () => {
    for (const query of ['draw_date=2026-13-40', 'draw_date=tomorrow', 'page=0', 'per_page=500', 'page=x']) {
      const res = await app.inject({
        method: 'GET',
        url: `${TRUCK}/operators/sales?${query}`,
        headers: owner,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toMatch(THAI);
    }
  });

  test('only the dealer’s own operators: another dealer and out-of-range ids 404, visitors 401', async () => {
    const other = await createTestTruck(app, { now: TEST_NOW });
    const otherOwner = await dealerLogin(other.dealerTel);
    for (const id of [String(operatorId), '99999999999', '-1']) {
      const res = await app.inject({
        method: 'GET',
        url: `${TRUCK}/operators/${id}/sales`,
        headers: otherOwner,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(TRUCK_MESSAGES.operatorNotFound);
    }
    const theirs = await app.inject({ method: 'GET', url: `${TRUCK}/operators/sales`, headers: otherOwner });
    expect(theirs.json().data.map((row: { id: number }) => row.id)).not.toContain(operatorId);
    expect((await app.inject({ method: 'GET', url: `${TRUCK}/operators/sales` })).statusCode).toBe(401);
    const member = await registerMember(app);
    const asMember = await app.inject({
      method: 'GET',
      url: `${TRUCK}/operators/sales`,
      headers: member.headers,
    });
    expect(asMember.statusCode).toBe(403);
  });
});

describe('a deactivated operator', () => {
  test('cannot log in (a Thai refusal) nor sell, and may again once reactivated', async () => {
    const off = await app.inject({
      method: 'PATCH',
      url: `${TRUCK}/operators/${operatorId}`,
      headers: owner,
      payload: { is_active: false },
    });
    expect(off.statusCode).toBe(200);
    const sale = await sell(truck.headers, '111111');
    expect(sale.statusCode).toBe(401);
    expect(sale.json().message).toMatch(THAI);

    const reset = await app.inject({
      method: 'POST',
      url: `${TRUCK}/operators/${operatorId}/password`,
      headers: owner,
      payload: { password: 'known1234' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await operatorLogin(truck.username, 'known1234');
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe(TRUCK_MESSAGES.operatorDeactivated);
    // A wrong password says nothing about the account.
    const wrong = await operatorLogin(truck.username, 'wrong1234');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(TRUCK_MESSAGES.badCredentials);

    await app.inject({
      method: 'PATCH',
      url: `${TRUCK}/operators/${operatorId}`,
      headers: owner,
      payload: { is_active: true },
    });
    expect((await operatorLogin(truck.username, 'known1234')).statusCode).toBe(200);
  });

  test('switched off by another API process while this one still trusts the session: the sale is refused', async () => {
    const fresh = await createTestTruck(app, { now: TEST_NOW, numbers: ['333333'], price: 80 });
    // The session is verified (and cached) here, then the row changes under it as another process
    // would change it: only the sale's own read of the row inside its transaction can see it.
    expect(
      (await app.inject({ method: 'GET', url: '/truck/v1/dealers/me', headers: fresh.headers })).statusCode,
    ).toBe(200);
    await app.db
      .update(truckOperators)
      .set({ is_active: false })
      .where(eq(truckOperators.username, fresh.username));
    const sale = await app.inject({
      method: 'POST',
      url: '/truck/v1/sales',
      headers: { ...fresh.headers, 'idempotency-key': newSaleKey() },
      payload: { items: [{ number: '333333', quantity: 1 }], payment_method: 'cash', amount: 80 },
    });
    expect([401, 403]).toContain(sale.statusCode);
    expect(sale.json().message).toMatch(THAI);
  });
});
