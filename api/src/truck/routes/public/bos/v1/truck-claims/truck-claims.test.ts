import { TRUCK_MESSAGES } from '@chokdee/shared-contract/schemas/truck';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '#api/lottery-sales/inventory-tables';
import { ticketWins } from '#api/results/ticket-wins-tables';
import { questCountedOrders } from '#api/quests/quests-tables';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';
import { createTestTruck, newSaleKey, type TestTruck } from '#api/test/truck-fixtures';

const CLAIMS = '/public/bos/v1/truck-claims';
let app: FastifyInstance;
let truck: TestTruck;

beforeAll(async () => {
  app = await buildTestApp();
  truck = await createTestTruck(app, { now: TEST_NOW, numbers: ['246810', '135791'], copies: 5, price: 80 });
});
afterAll(async () => {
  await app.close();
});

async function sale(numbers: Record<string, number>) {
  const items = Object.entries(numbers).map(([number, quantity]) => ({ number, quantity }));
  const res = await app.inject({
    method: 'POST',
    url: '/truck/v1/sales',
    headers: { ...truck.headers, 'idempotency-key': newSaleKey() },
    payload: { items, payment_method: 'cash', amount: items.reduce((s, i) => s + i.quantity * 80, 0) },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json().data as { claim_code: string; order_code: string; tickets: { ticket_id: number }[] };
}

const claim = (code: unknown, headers: Record<string, string>) =>
  app.inject({ method: 'POST', url: CLAIMS, headers, payload: { code } });

describe('POST /public/bos/v1/truck-claims', () => {
  test('a member claims a receipt: the tickets move into their safe and count for quests', async () => {
    const sold = await sale({ '246810': 2 });
    const member = await registerMember(app);
    const before = await app.inject({
      method: 'GET',
      url: '/public/bos/v1/orders/bag',
      headers: member.headers,
    });
    expect(JSON.stringify(before.json())).not.toContain(sold.order_code);

    // Typed from paper: lower case with the printed dash.
    const typed = `${sold.claim_code.slice(0, 5)}-${sold.claim_code.slice(5)}`.toLowerCase();
    const res = await claim(typed, member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      order_code: sold.order_code,
      total_amount: 160,
      draw_date: '2026-12-01',
    });
    expect(res.json().data.tickets).toHaveLength(2);

    const bag = await app.inject({
      method: 'GET',
      url: '/public/bos/v1/orders/bag',
      headers: member.headers,
    });
    const safeTickets = (bag.json().data as { tickets: { order_code: string }[] }[]).flatMap(
      (d) => d.tickets,
    );
    expect(safeTickets.filter((t) => t.order_code === sold.order_code)).toHaveLength(2);

    const [order] = await app.db.select().from(orders).where(eq(orders.code, sold.order_code));
    expect(order).toMatchObject({ user_id: member.userId, member_name: 'สมชาย ใจดี', channel: 'dealer' });
    const counted = await app.db
      .select()
      .from(questCountedOrders)
      .where(eq(questCountedOrders.order_id, order!.id));
    expect(counted.length).toBeGreaterThan(0);

    // The same member again (a retried request): the same answer; another member: a Thai 409.
    expect((await claim(sold.claim_code, member.headers)).statusCode).toBe(200);
    const otherMember = await registerMember(app);
    const taken = await claim(sold.claim_code, otherMember.headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(TRUCK_MESSAGES.claimUsed);
  });

  test('a sale already checked against results: its wins move to the member (win history)', async () => {
    const sold = await sale({ '135791': 1 });
    const [order] = await app.db.select().from(orders).where(eq(orders.code, sold.order_code));
    await app.db.insert(ticketWins).values({
      ticket_id: sold.tickets[0]!.ticket_id,
      order_id: order!.id,
      user_id: truck.walkInUserId,
      draw_id: order!.draw_id,
      number: 135791,
      prizes: ['last2'],
      amount: 2000,
      created_at: TEST_NOW,
      updated_at: TEST_NOW,
    });
    const member = await registerMember(app);
    expect((await claim(sold.claim_code, member.headers)).statusCode).toBe(200);
    const [win] = await app.db.select().from(ticketWins).where(eq(ticketWins.order_id, order!.id));
    expect(win!.user_id).toBe(member.userId);
  });

  test('the receipt shows it claimed', async () => {
    const res = await app.inject({ method: 'GET', url: '/truck/v1/sales', headers: truck.headers });
    expect(res.json().data.some((s: { claimed: boolean }) => s.claimed)).toBe(true);
  });

  test('an unknown code is a Thai 404, a malformed one a Thai 400', async () => {
    const member = await registerMember(app);
    const unknown = await claim('ZZZZZ-ZZZZZ', member.headers);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(TRUCK_MESSAGES.claimNotFound);
    for (const code of ['', 'ABC', 'IIIIIOOOOO', 12345, null]) {
      const res = await claim(code, member.headers);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(TRUCK_MESSAGES.claimCodeInvalid);
    }
  });

  test('needs a member: none or an operator token is a 401', async () => {
    const sold = await sale({ '135791': 1 });
    for (const headers of [{}, truck.headers]) {
      expect((await claim(sold.claim_code, headers)).statusCode).toBe(401);
    }
  });

  test('guessing is held back: past 20 tries in 15 minutes a member gets a Thai 429', async () => {
    const member = await registerMember(app);
    let last = await claim('ZZZZZ-ZZZZ0', member.headers);
    for (let i = 0; i < 20; i++) last = await claim('ZZZZZ-ZZZZ0', member.headers);
    expect(last.statusCode).toBe(429);
    expect(last.json().message).toBe(TRUCK_MESSAGES.claimThrottled);
  });
});
