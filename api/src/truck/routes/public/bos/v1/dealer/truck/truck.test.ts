import { TRUCK_MESSAGES } from '@chokdee/shared-contract/schemas/truck';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';
import { createTestStore, DEALER_PASSWORD, type TestStore } from '#api/test/store-fixtures';
import { createTestTruck, newSaleKey } from '#api/test/truck-fixtures';

const TRUCK = '/public/bos/v1/dealer/truck';
let app: FastifyInstance;
let store: TestStore;
let dealer: { authorization: string };

beforeAll(async () => {
  app = await buildTestApp();
  store = await createTestStore(app.db, { now: TEST_NOW });
  const login = await app.inject({
    method: 'POST',
    url: '/public/bos/v1/dealer/auth/login',
    payload: { tel: store.dealerTel, password: DEALER_PASSWORD },
  });
  dealer = { authorization: `Bearer ${login.json().data.token}` };
});
afterAll(async () => {
  await app.close();
});

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

describe('/public/bos/v1/dealer/truck', () => {
  test('a store without a truck: defaults and nobody', async () => {
    const res = await app.inject({ method: 'GET', url: TRUCK, headers: dealer });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      operators_can_logout: true,
      draw_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      operators: [],
    });
  });

  test('the dealer adds an operator who can then log in to this store', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${TRUCK}/operators`,
      headers: dealer,
      payload: { username: ' Fon.Truck ', name: 'น้องฝน', password: 'truck1234' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ username: 'fon.truck', name: 'น้องฝน', is_active: true });
    const login = await operatorLogin('fon.truck', 'truck1234');
    expect(login.statusCode).toBe(200);
    expect(login.json().data.store.code).toBe(store.store.code);

    const taken = await app.inject({
      method: 'POST',
      url: `${TRUCK}/operators`,
      headers: dealer,
      payload: { username: 'fon.truck', name: 'อีกคน', password: 'truck1234' },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().message).toBe(TRUCK_MESSAGES.usernameTaken);
  });

  test('bad bodies are Thai 400s', async () => {
    for (const payload of [
      { username: 'a', name: 'x', password: 'truck1234' },
      { username: 'good-name', name: '', password: 'truck1234' },
      { username: 'good-name', name: 'x', password: 'short' },
    ]) {
      const res = await app.inject({ method: 'POST', url: `${TRUCK}/operators`, headers: dealer, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toMatch(/[ก-๙]/);
    }
    const empty = await app.inject({
      method: 'PATCH',
      url: `${TRUCK}/operators/1`,
      headers: dealer,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe(TRUCK_MESSAGES.nothingToChange);
  });

  test('the flag: operators of a store that forbids it cannot log out', async () => {
    const put = await app.inject({
      method: 'PUT',
      url: `${TRUCK}/settings`,
      headers: dealer,
      payload: { operators_can_logout: false },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.operators_can_logout).toBe(false);
    const token = (await operatorLogin('fon.truck', 'truck1234')).json().data.token;
    const out = await app.inject({
      method: 'POST',
      url: '/truck/v1/dealers/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(403);
  });

  test('deactivating an operator ends their sessions at once; a new password ends them too', async () => {
    const list = (await app.inject({ method: 'GET', url: TRUCK, headers: dealer })).json().data;
    const id = list.operators[0].id;
    const token = (await operatorLogin('fon.truck', 'truck1234')).json().data.token;
    const me = () =>
      app.inject({
        method: 'GET',
        url: '/truck/v1/dealers/me',
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me()).statusCode).toBe(200);

    const newPassword = await app.inject({
      method: 'PATCH',
      url: `${TRUCK}/operators/${id}`,
      headers: dealer,
      payload: { password: 'newpass99' },
    });
    expect(newPassword.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
    expect((await operatorLogin('fon.truck', 'truck1234')).statusCode).toBe(401);
    expect((await operatorLogin('fon.truck', 'newpass99')).statusCode).toBe(200);

    const off = await app.inject({
      method: 'PATCH',
      url: `${TRUCK}/operators/${id}`,
      headers: dealer,
      payload: { is_active: false },
    });
    expect(off.json().data.is_active).toBe(false);
    const refused = await operatorLogin('fon.truck', 'newpass99');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(TRUCK_MESSAGES.operatorDeactivated);
  });

  test('another store’s operator is not found; members and operators are not dealers', async () => {
    const other = await createTestTruck(app, { now: TEST_NOW });
    const otherId = (
      await app.inject({ method: 'GET', url: '/truck/v1/dealers/me', headers: other.headers })
    ).json().data.operator.id;
    const res = await app.inject({
      method: 'PATCH',
      url: `${TRUCK}/operators/${otherId}`,
      headers: dealer,
      payload: { is_active: false },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(TRUCK_MESSAGES.operatorNotFound);
    const member = await registerMember(app);
    expect((await app.inject({ method: 'GET', url: TRUCK, headers: member.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: TRUCK, headers: other.headers })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: TRUCK })).statusCode).toBe(401);
  });

  test("each operator's receipts and baht in the draw on sale now", async () => {
    const truck = await createTestTruck(app, { now: TEST_NOW, numbers: ['123456', '654321'], price: 80 });
    const owner = await dealerLogin(truck.dealerTel);
    const idle = await app.inject({
      method: 'POST',
      url: `${TRUCK}/operators`,
      headers: owner,
      payload: { username: `idle-${newSaleKey().slice(0, 6)}`, name: 'ยังไม่ขาย', password: 'truck1234' },
    });
    expect(idle.statusCode).toBe(201);
    for (const number of ['123456', '654321']) {
      const sale = await app.inject({
        method: 'POST',
        url: '/truck/v1/sales',
        headers: { ...truck.headers, 'idempotency-key': newSaleKey() },
        payload: { items: [{ number, quantity: 1 }], payment_method: 'cash', amount: 80 },
      });
      expect(sale.statusCode).toBe(201);
    }
    const res = await app.inject({ method: 'GET', url: TRUCK, headers: owner });
    expect(res.statusCode).toBe(200);
    const { draw_date, operators } = res.json().data;
    expect(draw_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(operators).toEqual([
      expect.objectContaining({
        username: truck.username,
        current_draw_sales: { count: 2, tickets: 2, total_amount: 160 },
      }),
      expect.objectContaining({
        name: 'ยังไม่ขาย',
        current_draw_sales: { count: 0, tickets: 0, total_amount: 0 },
      }),
    ]);
  });
});
