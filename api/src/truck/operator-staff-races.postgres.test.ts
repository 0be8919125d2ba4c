import { eq } from 'drizzle-orm';
import { tickets } from '#api/lottery-sales/inventory-tables';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { TEST_NOW } from '#api/test/build-test-app';
import { DEALER_PASSWORD } from '#api/test/store-fixtures';
import { createTestTruck, newSaleKey } from '#api/test/truck-fixtures';
import { truckSales } from './truck-tables';

/**
 * The dealer's truck staff racing on a real PostgreSQL server: password resets at once, and a
 * deactivation landing among sales in flight. REQUIRE_PG=1 makes "server not reachable" a failure.
 */

jest.setTimeout(180_000);
const { testOnPostgres } = appOnPostgres('truck_staff');
const TRUCK = '/public/bos/v1/dealer/truck';

testOnPostgres(
  'five password resets at once: exactly one password logs in, no session is left',
  async (app) => {
    const truck = await createTestTruck(app, { now: TEST_NOW });
    const login = await app.inject({
      method: 'POST',
      url: '/public/bos/v1/dealer/auth/login',
      payload: { tel: truck.dealerTel, password: DEALER_PASSWORD },
    });
    const owner = { authorization: `Bearer ${login.json().data.token}` };
    const me = await app.inject({ method: 'GET', url: '/truck/v1/dealers/me', headers: truck.headers });
    const id = me.json().data.operator.id;

    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        app.inject({ method: 'POST', url: `${TRUCK}/operators/${id}/password`, headers: owner, payload: {} }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const passwords: string[] = answers.map((a) => a.json().data.generated_password);
    expect(new Set(passwords).size).toBe(5);

    expect(
      (await app.inject({ method: 'GET', url: '/truck/v1/dealers/me', headers: truck.headers })).statusCode,
    ).toBe(401);
    const tries = [];
    for (const password of passwords)
      tries.push(
        (
          await app.inject({
            method: 'POST',
            url: '/truck/v1/dealers/login',
            payload: { username: truck.username, password },
          })
        ).statusCode,
      );
    expect(tries.filter((code) => code === 200)).toHaveLength(1);
    expect(tries.filter((code) => code === 401)).toHaveLength(4);
  },
);

testOnPostgres(
  'a deactivation among 10 sales in flight: every sale made is counted, none is made after it',
  async (app) => {
    const numbers = Array.from({ length: 10 }, (_, i) => String(100000 + i * 11111).padStart(6, '0'));
    const truck = await createTestTruck(app, { now: TEST_NOW, numbers, copies: 1, price: 80 });
    const login = await app.inject({
      method: 'POST',
      url: '/public/bos/v1/dealer/auth/login',
      payload: { tel: truck.dealerTel, password: DEALER_PASSWORD },
    });
    const owner = { authorization: `Bearer ${login.json().data.token}` };
    const me = await app.inject({ method: 'GET', url: '/truck/v1/dealers/me', headers: truck.headers });
    const id = me.json().data.operator.id;

    const sales = numbers.map((number) =>
      app.inject({
        method: 'POST',
        url: '/truck/v1/sales',
        headers: { ...truck.headers, 'idempotency-key': newSaleKey() },
        payload: { items: [{ number, quantity: 1 }], payment_method: 'cash', amount: 80 },
      }),
    );
    const off = app.inject({
      method: 'PATCH',
      url: `${TRUCK}/operators/${id}`,
      headers: owner,
      payload: { is_active: false },
    });
    const [switched, ...answers] = await Promise.all([off, ...sales]);
    expect(switched.statusCode).toBe(200);
    const codes = answers.map((a) => a.statusCode);
    // Before the switch: sold (201); after it: the session is gone (401) or the sale's own check
    // refuses (403). Nothing else, and no half sale.
    expect(codes.every((code) => code === 201 || code === 401 || code === 403)).toBe(true);
    const made = codes.filter((code) => code === 201).length;

    const rows = await app.db.select().from(truckSales).where(eq(truckSales.operator_id, id));
    expect(rows).toHaveLength(made);
    const sold = (await app.db.select().from(tickets).where(eq(tickets.store_id, truck.store.id))).filter(
      (ticket) => ticket.sold_at !== null,
    );
    expect(sold).toHaveLength(made);
    const counted = await app.inject({
      method: 'GET',
      url: `${TRUCK}/operators/${id}/sales`,
      headers: owner,
    });
    expect(counted.json().data.sales).toEqual({ count: made, tickets: made, total_amount: made * 80 });

    const after = await app.inject({
      method: 'POST',
      url: '/truck/v1/sales',
      headers: { ...truck.headers, 'idempotency-key': newSaleKey() },
      payload: { items: [{ number: numbers[0], quantity: 1 }], payment_method: 'cash', amount: 80 },
    });
    expect([401, 403]).toContain(after.statusCode);
  },
);
