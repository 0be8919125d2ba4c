import { and, eq } from 'drizzle-orm';
import { LOGIN_LIMIT } from '#api/auth/password-tries';
import { orders, tickets } from '#api/lottery-sales/inventory-tables';
import { truckSales } from './truck-tables';
import { TEST_NOW } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { createTestTruck, newSaleKey } from '#api/test/truck-fixtures';
import { CLAIM_LIMIT } from './sale-claim';

/**
 * The truck POS races on a real PostgreSQL server (PGlite runs one statement at a time): a queued
 * sale replayed at once, two sales after one ticket, a claim code claimed at once. Same rules as
 * the other `*.postgres.test.ts`: REQUIRE_PG=1 makes "server not reachable" a failure.
 */

jest.setTimeout(180_000);
const { testOnPostgres } = appOnPostgres('truck');

const sale = (numbers: string[]) => ({
  items: numbers.map((number) => ({ number, quantity: 1 })),
  payment_method: 'cash',
  amount: numbers.length * 80,
});

testOnPostgres('a queued sale replayed 20 times at once makes exactly one order', async (app) => {
  const truck = await createTestTruck(app, {
    now: TEST_NOW,
    numbers: ['101010', '202020'],
    copies: 3,
    price: 80,
  });
  const key = newSaleKey();
  const answers = await Promise.all(
    Array.from({ length: 20 }, () =>
      app.inject({
        method: 'POST',
        url: '/truck/v1/sales',
        headers: { ...truck.headers, 'idempotency-key': key },
        payload: sale(['101010', '202020']),
      }),
    ),
  );
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(1);
  expect(codes.filter((c) => c === 200)).toHaveLength(19);
  expect(new Set(answers.map((a) => a.json().data.order_code)).size).toBe(1);
  expect(await app.db.select().from(truckSales).where(eq(truckSales.idempotency_key, key))).toHaveLength(1);
  expect(await app.db.select().from(orders).where(eq(orders.store_id, truck.store.id))).toHaveLength(1);
  const sold = await app.db
    .select()
    .from(tickets)
    .where(and(eq(tickets.store_id, truck.store.id)));
  expect(sold.filter((t) => t.sold_at !== null)).toHaveLength(2);
});

testOnPostgres(
  '20 different sales racing for the last ticket: one wins, the rest are a 409 naming it',
  async (app) => {
    const truck = await createTestTruck(app, { now: TEST_NOW, numbers: ['303030'], copies: 1, price: 80 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({
          method: 'POST',
          url: '/truck/v1/sales',
          headers: { ...truck.headers, 'idempotency-key': newSaleKey() },
          payload: sale(['303030']),
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toContain('303030');
    expect(await app.db.select().from(orders).where(eq(orders.store_id, truck.store.id))).toHaveLength(1);
  },
);

testOnPostgres('a claim code claimed by 20 members at once is claimed once', async (app) => {
  const truck = await createTestTruck(app, { now: TEST_NOW, numbers: ['404040'], copies: 2, price: 80 });
  const made = await app.inject({
    method: 'POST',
    url: '/truck/v1/sales',
    headers: { ...truck.headers, 'idempotency-key': newSaleKey() },
    payload: { items: [{ number: '404040', quantity: 2 }], payment_method: 'cash', amount: 160 },
  });
  expect(made.statusCode).toBe(201);
  const { claim_code: code, order_code: orderCode } = made.json().data;
  const members = [];
  for (let i = 0; i < 20; i++) members.push(await registerMember(app));
  const answers = await Promise.all(
    members.map((member) =>
      app.inject({
        method: 'POST',
        url: '/public/bos/v1/truck-claims',
        headers: member.headers,
        payload: { code },
      }),
    ),
  );
  const codes = answers.map((a) => a.statusCode);
  expect(codes.filter((c) => c === 200)).toHaveLength(1);
  expect(codes.filter((c) => c === 409)).toHaveLength(19);
  const winner = members[codes.indexOf(200)]!;
  const [order] = await app.db.select().from(orders).where(eq(orders.code, orderCode));
  expect(order!.user_id).toBe(winner.userId);
  const [row] = await app.db.select().from(truckSales).where(eq(truckSales.claim_code, code));
  expect(row!.claimed_by_user_id).toBe(winner.userId);
});

testOnPostgres(
  '30 wrong operator logins at once: exactly the limit is evaluated, the rest are 429',
  async (app) => {
    const truck = await createTestTruck(app, { now: TEST_NOW });
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.inject({
          method: 'POST',
          url: '/truck/v1/dealers/login',
          payload: { username: truck.username, password: 'wrong-pass1' },
          remoteAddress: '10.9.9.9',
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_LIMIT.tries);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - LOGIN_LIMIT.tries);
  },
);

testOnPostgres(
  '40 claim guesses of one member at once: exactly the claim limit is looked at',
  async (app) => {
    const member = await registerMember(app);
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        app.inject({
          method: 'POST',
          url: '/public/bos/v1/truck-claims',
          headers: member.headers,
          payload: { code: 'ZZZZZ-ZZZZ1' },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 404)).toHaveLength(CLAIM_LIMIT.tries);
    expect(codes.filter((c) => c === 429)).toHaveLength(40 - CLAIM_LIMIT.tries);
  },
);
