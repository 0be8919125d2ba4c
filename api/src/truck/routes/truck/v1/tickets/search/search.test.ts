import type { FastifyInstance } from 'fastify';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';
import { createTestTruck, type TestTruck } from '#api/test/truck-fixtures';

const SEARCH = '/truck/v1/tickets/search';
let app: FastifyInstance;
let truck: TestTruck;
let other: TestTruck;

beforeAll(async () => {
  app = await buildTestApp();
  truck = await createTestTruck(app, { now: TEST_NOW, numbers: ['123456', '123999'], copies: 2, price: 80 });
  other = await createTestTruck(app, { now: TEST_NOW, numbers: ['123457'], copies: 1, price: 80 });
});
afterAll(async () => {
  await app.close();
});

describe('GET /truck/v1/tickets/search', () => {
  test('finds only the operator’s own store’s free tickets in the current draw', async () => {
    const res = await app.inject({ method: 'GET', url: `${SEARCH}?pattern=123___`, headers: truck.headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ draw_date: '2026-12-01', pattern: '123___', has_more: false });
    expect(body.data).toEqual([
      expect.objectContaining({ number: '123456', store_code: truck.store.code, available: 2, price: 80 }),
      expect.objectContaining({ number: '123999', store_code: truck.store.code, available: 2 }),
    ]);
    const theirs = await app.inject({
      method: 'GET',
      url: `${SEARCH}?pattern=123___`,
      headers: other.headers,
    });
    expect(theirs.json().data.map((o: { number: string }) => o.number)).toEqual(['123457']);
  });

  test('no match is an empty list', async () => {
    const res = await app.inject({ method: 'GET', url: `${SEARCH}?pattern=987654`, headers: truck.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  test('a bad pattern is a Thai 400; no token or a member token is a 401', async () => {
    const bad = await app.inject({ method: 'GET', url: `${SEARCH}?pattern=12`, headers: truck.headers });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toMatch(/[ก-๙]/);
    const member = await registerMember(app);
    for (const headers of [{}, member.headers]) {
      expect((await app.inject({ method: 'GET', url: `${SEARCH}?pattern=123___`, headers })).statusCode).toBe(
        401,
      );
    }
  });
});
