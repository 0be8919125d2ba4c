import { TRUCK_MESSAGES } from '@chokdee/shared-contract/schemas/truck';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, tickets } from '#api/lottery-sales/inventory-tables';
import { truckSales } from '#api/truck/truck-tables';
import { answerProblem } from '#api/fuzz/answer-check';
import { junkValue } from '#api/fuzz/junk-values';
import { createRandom } from '#api/fuzz/random';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';
import { createTestTruck, newSaleKey, type TestTruck } from '#api/test/truck-fixtures';

const SALES = '/truck/v1/sales';
let app: FastifyInstance;
let truck: TestTruck;

beforeAll(async () => {
  app = await buildTestApp();
  truck = await createTestTruck(app, {
    now: TEST_NOW,
    numbers: ['111111', '222222', '333333', '444444', '555555', '666666', '777777'],
    copies: 3,
    price: 80,
  });
});
afterAll(async () => {
  await app.close();
});

const sell = (
  body: Record<string, unknown>,
  options: { key?: string | null; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: 'POST',
    url: SALES,
    headers: {
      ...(options.headers ?? truck.headers),
      ...(options.key === null ? {} : { 'idempotency-key': options.key ?? newSaleKey() }),
    },
    payload: body,
  });

const cashSale = (numbers: Record<string, number>, amount?: number) => {
  const items = Object.entries(numbers).map(([number, quantity]) => ({ number, quantity }));
  const total = items.reduce((sum, item) => sum + item.quantity * 80, 0);
  return { items, payment_method: 'cash', amount: amount ?? total };
};

describe('POST /truck/v1/sales', () => {
  test('sells two tickets for cash into a dealer-channel order, tickets sold, with a receipt', async () => {
    const key = newSaleKey();
    const res = await sell(cashSale({ '111111': 2 }), { key });
    expect(res.statusCode).toBe(201);
    const sale = res.json().data;
    expect(sale).toMatchObject({
      idempotency_key: key,
      payment_method: 'cash',
      total_amount: 160,
      claimed: false,
      replayed: false,
      promptpay_qr: null,
      store: { code: truck.store.code },
    });
    expect(sale.tickets.map((t: { number: string }) => t.number)).toEqual(['111111', '111111']);
    expect(sale.claim_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
    expect(sale.claim_path).toBe(`/truck/claim/${sale.claim_code}`);

    const [order] = await app.db.select().from(orders).where(eq(orders.code, sale.order_code));
    expect(order).toMatchObject({ channel: 'dealer', status: 'ordered', ticket_count: 2, total_amount: 160 });
    expect(order!.user_id).toBe(truck.walkInUserId);
    const sold = await app.db
      .select()
      .from(tickets)
      .where(
        inArray(
          tickets.id,
          sale.tickets.map((t: { ticket_id: number }) => t.ticket_id),
        ),
      );
    expect(sold.every((t) => t.sold_at !== null && t.order_id === order!.id)).toBe(true);
  });

  test('a retry with the same key answers the first sale and sells nothing more', async () => {
    const key = newSaleKey();
    const first = await sell(cashSale({ '222222': 1 }), { key });
    expect(first.statusCode).toBe(201);
    const again = await sell(cashSale({ '222222': 1 }), { key });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ id: first.json().data.id, replayed: true });
    const rows = await app.db.select().from(truckSales).where(eq(truckSales.idempotency_key, key));
    expect(rows).toHaveLength(1);
    const free = await app.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.store_id, truck.store.id), eq(tickets.number, 222222)));
    expect(free.filter((t) => t.sold_at !== null)).toHaveLength(1);
  });

  test('the same key with another body is refused in Thai', async () => {
    const key = newSaleKey();
    expect((await sell(cashSale({ '333333': 1 }), { key })).statusCode).toBe(201);
    const other = await sell(cashSale({ '333333': 2 }), { key });
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(TRUCK_MESSAGES.idempotencyKeyReused);
  });

  test('a missing or malformed Idempotency-Key is a Thai 400', async () => {
    const missing = await sell(cashSale({ '444444': 1 }), { key: null });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      expect.objectContaining({ message: TRUCK_MESSAGES.idempotencyKeyMissing }),
    ]);
    const bad = await sell(cashSale({ '444444': 1 }), { key: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe(TRUCK_MESSAGES.idempotencyKeyMalformed);
  });

  test('tickets sold meanwhile: a Thai 409 naming the numbers, nothing sold', async () => {
    expect((await sell(cashSale({ '555555': 3 }))).statusCode).toBe(201);
    const res = await sell(cashSale({ '555555': 1, '666666': 1 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('555555');
    expect(res.json().message).not.toContain('666666');
    expect(res.json().errors).toEqual([expect.objectContaining({ field: 'items.555555' })]);
    const six = await app.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.store_id, truck.store.id), eq(tickets.number, 666666)));
    expect(six.every((t) => t.sold_at === null && t.cart_id === null)).toBe(true);
  });

  test('a wrong amount is a Thai 422 and sells nothing', async () => {
    const res = await sell(cashSale({ '777777': 1 }, 79));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(TRUCK_MESSAGES.amountMismatch);
    const seven = await app.db
      .select()
      .from(tickets)
      .where(and(eq(tickets.store_id, truck.store.id), eq(tickets.number, 777777)));
    expect(seven.every((t) => t.sold_at === null)).toBe(true);
  });

  test('another store’s tickets are not this store’s inventory', async () => {
    const other = await createTestTruck(app, { now: TEST_NOW, numbers: ['909090'], copies: 1, price: 80 });
    const res = await sell(cashSale({ '909090': 1 }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('909090');
    expect((await sell(cashSale({ '909090': 1 }), { headers: other.headers })).statusCode).toBe(201);
  });

  test('bad bodies: empty list, duplicate numbers, bad quantity, bad payment', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ items: [], payment_method: 'cash', amount: 80 }, TRUCK_MESSAGES.itemsRequired],
      [
        {
          items: [
            { number: '111111', quantity: 1 },
            { number: '111111', quantity: 1 },
          ],
          payment_method: 'cash',
          amount: 160,
        },
        TRUCK_MESSAGES.itemsDuplicate,
      ],
      [
        { items: [{ number: '111111', quantity: 0 }], payment_method: 'cash', amount: 80 },
        TRUCK_MESSAGES.quantityInvalid,
      ],
      [
        { items: [{ number: '111111', quantity: 1 }], payment_method: 'card', amount: 80 },
        TRUCK_MESSAGES.paymentInvalid,
      ],
      [
        { items: [{ number: '111111', quantity: 1 }], payment_method: 'cash', amount: 80.5 },
        TRUCK_MESSAGES.amountInvalid,
      ],
    ];
    for (const [body, message] of cases) {
      const res = await sell(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    }
  });

  test('PromptPay: the receipt carries the QR for the exact total; a store without an id refuses', async () => {
    const res = await sell({
      items: [{ number: '444444', quantity: 1 }],
      payment_method: 'promptpay',
      amount: 80,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.promptpay_qr).toMatch(/^data:image\/svg\+xml;base64,/);
    const noId = await createTestTruck(app, {
      now: TEST_NOW,
      numbers: ['818181'],
      promptpayId: null,
      price: 80,
    });
    const refused = await sell(
      { items: [{ number: '818181', quantity: 1 }], payment_method: 'promptpay', amount: 80 },
      { headers: noId.headers },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(TRUCK_MESSAGES.promptpayUnavailable);
  });

  test('tokens: none, wrong, or a member token is a 401', async () => {
    const member = await registerMember(app);
    for (const headers of [{}, { authorization: 'Bearer nope' }, member.headers]) {
      const res = await sell(cashSale({ '444444': 1 }), { headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(TRUCK_MESSAGES.loginRequired);
    }
  });
});

describe('GET /truck/v1/sales', () => {
  test('lists the operator’s own sales, newest first', async () => {
    const res = await app.inject({ method: 'GET', url: SALES, headers: truck.headers });
    expect(res.statusCode).toBe(200);
    const sales = res.json().data as { id: number }[];
    expect(sales.length).toBeGreaterThan(3);
    expect(sales.map((s) => s.id)).toEqual([...sales.map((s) => s.id)].sort((a, b) => b - a));
    expect((await app.inject({ method: 'GET', url: SALES })).statusCode).toBe(401);
  });
});

/** A junk value as a query value; half a surrogate pair goes as its raw bytes. */
function junkQuery(value: unknown): string {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return '%ED%A0%80';
  }
}

describe('junk with a live operator token (the fuzz round has no token)', () => {
  test('300 junk bodies, keys and queries: never a 5xx, every refusal Thai in the error shape', async () => {
    const random = createRandom(20261125);
    const problems: string[] = [];
    for (let i = 0; i < 300; i++) {
      const body =
        i % 3 === 0 ? junkValue(random) : { ...cashSale({ '111111': 1 }), [`f${i % 5}`]: junkValue(random) };
      const key = i % 4 === 0 ? String(junkValue(random)).slice(0, 80) : newSaleKey();
      const targets = [
        () =>
          app.inject({
            method: 'POST',
            url: SALES,
            headers: { ...truck.headers, 'idempotency-key': key },
            payload: JSON.stringify(body),
          }),
        () =>
          app.inject({
            method: 'GET',
            url: `${SALES}?limit=${junkQuery(junkValue(random))}`,
            headers: truck.headers,
          }),
        () =>
          app.inject({
            method: 'GET',
            url: `/truck/v1/tickets/search?pattern=${junkQuery(junkValue(random))}`,
            headers: truck.headers,
          }),
        () =>
          app.inject({
            method: 'GET',
            url: `/truck/v1/promptpay-qr?amount=${junkQuery(junkValue(random))}`,
            headers: truck.headers,
          }),
      ];
      const res = await targets[i % targets.length]!();
      const problem = answerProblem(i % 4 === 0 ? 'POST' : 'GET', {
        status: res.statusCode,
        contentType: res.headers['content-type'] as string | undefined,
        body: res.body,
      });
      if (problem) problems.push(`#${i}: ${problem} ${res.body.slice(0, 200)}`);
    }
    expect(problems).toEqual([]);
  });
});
