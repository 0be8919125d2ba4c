import { SafeDrawSchema, WinHistorySchema } from '@chokdee/shared-contract/schemas/safe';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ticketWins } from '#api/results/ticket-wins-tables';
import { lotteryDraws, lotteryResults } from '#api/results/results-tables';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { createOwnedTickets, createTestCart } from '#api/test/cart-fixtures';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { createTestStore, type TestStore } from '#api/test/store-fixtures';

jest.setTimeout(60_000);

let app: FastifyInstance;
let shop: TestStore;
let member: MemberSession;
let pastDrawId: number;

const BAG = '/public/bos/v1/orders/bag';

/** The real result of 2026-05-16 (seeded): first 107387, front3 091/298, last3 602/716, last2 08. */
const PAST_DRAW = '2026-05-16';

/** A made-up result for the current draw (2026-12-01), so the current tickets can win too. */
const CURRENT_RESULT = {
  first: '123456',
  adjacent_first: ['123455', '123457'],
  second: ['200001', '200002', '200003', '200004', '200005'],
  third: Array.from({ length: 10 }, (_, i) => String(300_000 + i)),
  fourth: Array.from({ length: 50 }, (_, i) => String(400_000 + i)),
  fifth: Array.from({ length: 100 }, (_, i) => String(500_000 + i)),
  front3: ['123', '999'],
  last3: ['456', '000'],
  last2: '42',
  source: 'test',
};

beforeAll(async () => {
  app = await buildTestApp();
  shop = await createTestStore(app.db, { now: TEST_NOW, numbers: ['123456', '000042', '555555'], copies: 3 });
  member = await registerMember(app);
  const [past] = await app.db.select().from(lotteryDraws).where(eq(lotteryDraws.draw_date, PAST_DRAW));
  pastDrawId = past!.id;
  // Owned: 107387 (first prize) and 111602 (last 3) and 222222 (nothing) in the past draw,
  // 123456 (first + front3 + last3), 000042 (last2), 555555 (nothing) in the current one.
  await createOwnedTickets(app.db, {
    userId: member.userId,
    storeId: shop.store.id,
    drawId: pastDrawId,
    numbers: ['107387', '111602', '222222'],
    now: TEST_NOW,
  });
  await createOwnedTickets(app.db, {
    userId: member.userId,
    storeId: shop.store.id,
    drawId: shop.drawId,
    numbers: ['123456', '000042', '555555'],
    now: TEST_NOW,
  });
});
afterAll(() => app.close());

const get = (url: string, who: MemberSession = member) =>
  app.inject({ method: 'GET', url, headers: who.headers });

describe('GET /orders/bag (the safe)', () => {
  test("the member's tickets of confirmed orders, one group per draw, newest draw first", async () => {
    const response = await get(BAG);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const draws = response.json().data.map((draw: unknown) => SafeDrawSchema.parse(draw));
    expect(draws.map((d: { draw_date: string }) => d.draw_date)).toEqual(['2026-12-01', PAST_DRAW]);
    expect(draws[0].has_results).toBe(false);
    expect(draws[1].has_results).toBe(true);
    expect(draws[0].tickets.map((t: { number: string }) => t.number)).toEqual(['000042', '123456', '555555']);
    expect(draws[0].tickets[0]).toMatchObject({
      price: 80,
      store_name: shop.store.name,
      order_code: expect.stringMatching(/^LT/),
    });
  });

  test('?draw_date picks one draw; an unpaid order is not in the safe; a bad date is a 400', async () => {
    const one = await get(`${BAG}?draw_date=${PAST_DRAW}`);
    expect(one.json().data).toHaveLength(1);
    expect(one.json().data[0].tickets).toHaveLength(3);

    const buyer = await registerMember(app);
    const cart = await createTestCart(app.db, {
      userId: buyer.userId,
      storeId: shop.store.id,
      drawId: shop.drawId,
      now: TEST_NOW,
      items: ['555555'],
    });
    const order = await app.inject({
      method: 'POST',
      url: '/public/bos/v1/orders',
      headers: buyer.headers,
      payload: { channel: 'web', member_name: 'ก', cart_key: cart.cartId },
    });
    expect(order.statusCode).toBe(201);
    expect((await get(BAG, buyer)).json()).toEqual({ data: [] });

    for (const query of ['draw_date=2026-02-30', 'draw_date=01-12-2026']) {
      const bad = await get(`${BAG}?${query}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('draw_date');
    }
    expect((await app.inject({ method: 'GET', url: BAG })).statusCode).toBe(401);
  });
});

describe('GET /orders/bag/win-lotteries', () => {
  test('checks every owned ticket of draws with results and records the wins', async () => {
    const response = await get(`${BAG}/win-lotteries`);
    expect(response.statusCode).toBe(200);
    const history = WinHistorySchema.parse(response.json());
    expect(history.data).toEqual([
      {
        ticket_id: expect.any(Number),
        number: '107387',
        set_no: 50,
        order_code: expect.stringMatching(/^LT/),
        draw_date: PAST_DRAW,
        prizes: [{ tier: 'first', name: 'รางวัลที่ 1', amount: 6_000_000 }],
        amount: 6_000_000,
      },
      expect.objectContaining({
        number: '111602',
        prizes: [{ tier: 'last3', name: 'รางวัลเลขท้าย 3 ตัว', amount: 4_000 }],
        amount: 4_000,
      }),
    ]);
    expect(history.meta).toEqual({
      draws: [
        { draw_date: '2026-12-01', has_results: false, ticket_count: 3 },
        { draw_date: PAST_DRAW, has_results: true, ticket_count: 3 },
      ],
      total_amount: 6_004_000,
    });
  });

  test('once the current draw has results, its tickets are checked too; asked twice, each win is recorded once', async () => {
    await app.db.insert(lotteryResults).values({ draw_id: shop.drawId, ...CURRENT_RESULT });
    const first = WinHistorySchema.parse((await get(`${BAG}/win-lotteries`)).json());
    const second = WinHistorySchema.parse((await get(`${BAG}/win-lotteries`)).json());
    expect(second).toEqual(first);
    const current = first.data.filter((win) => win.draw_date === '2026-12-01');
    expect(current.map((win) => [win.number, win.prizes.map((p) => p.tier), win.amount])).toEqual([
      ['000042', ['last2'], 2_000],
      ['123456', ['first', 'front3', 'last3'], 6_008_000],
    ]);
    expect(first.meta.total_amount).toBe(6_004_000 + 6_010_000);
    expect(first.meta.draws[0]).toEqual({ draw_date: '2026-12-01', has_results: true, ticket_count: 3 });

    const rows = await app.db.select().from(ticketWins).where(eq(ticketWins.user_id, member.userId));
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((row) => row.ticket_id)).size).toBe(4);
  });

  test("?draw_date shows one draw's wins and their total; another member sees none", async () => {
    const one = WinHistorySchema.parse((await get(`${BAG}/win-lotteries?draw_date=2026-12-01`)).json());
    expect(one.data.map((win) => win.number)).toEqual(['000042', '123456']);
    expect(one.meta.total_amount).toBe(6_010_000);
    const stranger = await registerMember(app);
    expect((await get(`${BAG}/win-lotteries`, stranger)).json()).toEqual({
      data: [],
      meta: { draws: [], total_amount: 0 },
    });
    expect((await get(`${BAG}/win-lotteries?draw_date=nope`)).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `${BAG}/win-lotteries` })).statusCode).toBe(401);
  });
});
