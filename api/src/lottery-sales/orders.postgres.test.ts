import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { carts, orders, tickets } from './inventory-tables';
import { ticketWins } from '#api/results/ticket-wins-tables';
import { lotteryResults } from '#api/results/results-tables';
import { bearer } from '#api/test/auth-fixtures';
import { TEST_NOW } from '#api/test/build-test-app';
import { createOwnedTickets, createTestCart } from '#api/test/cart-fixtures';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { TINY_PNG_SLIP } from '#api/test/slip-fixtures';
import { createTestStore, DEALER_PASSWORD, type TestStore } from '#api/test/store-fixtures';

/**
 * The order races on a real PostgreSQL server (PGlite runs one statement at a time, so only a
 * server shows that the locks and unique indexes hold). Same rules as
 * `members/member-data.postgres.test.ts`: the local server when it answers, REQUIRE_PG=1
 * makes "not reachable" a failure; a schema of its own.
 */

jest.setTimeout(180_000);

const slipsRoot = mkdtempSync(path.join(os.tmpdir(), 'chokdee-orders-pg-'));
const { testOnPostgres } = appOnPostgres('orders', { config: { slipsDir: path.join(slipsRoot, 'slips') } });

afterAll(() => {
  rmSync(slipsRoot, { recursive: true, force: true });
});

const ORDERS = '/public/bos/v1/orders';
const PNG = TINY_PNG_SLIP;

const orderBody = (cartKey: string) => ({ channel: 'web', member_name: 'สมชาย', cart_key: cartKey });

async function shopWithTickets(app: FastifyInstance, numbers: string[], copies: number): Promise<TestStore> {
  return createTestStore(app.db, { now: TEST_NOW, numbers, copies, price: 80 });
}

async function slipForm() {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'slip.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

async function placeOrder(app: FastifyInstance, shop: TestStore, member: MemberSession, number: string) {
  const cart = await createTestCart(app.db, {
    userId: member.userId,
    storeId: shop.store.id,
    drawId: shop.drawId,
    now: TEST_NOW,
    items: { [number]: 2 },
  });
  const response = await app.inject({
    method: 'POST',
    url: ORDERS,
    headers: member.headers,
    payload: orderBody(cart.cartId),
  });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data as { id: number; code: string };
}

testOnPostgres(
  '20 concurrent identical order posts for one cart: exactly 1 order, 19 answers with its code',
  async (app) => {
    const shop = await shopWithTickets(app, ['123456'], 5);
    const member = await registerMember(app);
    const cart = await createTestCart(app.db, {
      userId: member.userId,
      storeId: shop.store.id,
      drawId: shop.drawId,
      now: TEST_NOW,
      items: { '123456': 3 },
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: 'POST', url: ORDERS, headers: member.headers, payload: orderBody(cart.cartId) }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(19);
    const codes = new Set(answers.map((a) => a.json().data.code));
    expect(codes.size).toBe(1);
    const rows = await app.db.select().from(orders).where(eq(orders.cart_id, cart.cartId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ticket_count: 3, total_amount: 240 });
    const held = await app.db.select().from(tickets).where(inArray(tickets.id, cart.ticketIds));
    expect(held.every((t) => t.order_id === rows[0]!.id)).toBe(true);
  },
);

testOnPostgres(
  'one Idempotency-Key over 20 concurrent requests with different carts: exactly 1 order',
  async (app) => {
    const shop = await shopWithTickets(app, ['222222'], 25);
    const member = await registerMember(app);
    const cartList = [];
    for (let i = 0; i < 20; i++)
      cartList.push(
        await createTestCart(app.db, {
          userId: member.userId,
          storeId: shop.store.id,
          drawId: shop.drawId,
          now: TEST_NOW,
          items: ['222222'],
        }),
      );
    const headers = { ...member.headers, 'idempotency-key': 'pay-once-7f3a' };
    const answers = await Promise.all(
      cartList.map((cart) =>
        app.inject({ method: 'POST', url: ORDERS, headers, payload: orderBody(cart.cartId) }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(19);
    expect(new Set(answers.map((a) => a.json().data.code)).size).toBe(1);
    const made = await app.db.select().from(orders).where(eq(orders.user_id, member.userId));
    expect(made).toHaveLength(1);
    // Only the winning cart was closed; the others still hold their tickets.
    const closed = await app.db
      .select()
      .from(carts)
      .where(
        inArray(
          carts.id,
          cartList.map((c) => c.cartId),
        ),
      );
    expect(closed.filter((c) => c.closed_at !== null)).toHaveLength(1);
    expect(closed.find((c) => c.closed_at !== null)!.id).toBe(made[0]!.cart_id);
  },
);

testOnPostgres(
  'slip upload and cancel at once on 15 unpaid orders: exactly one wins each time, no orphan file',
  async (app) => {
    const shop = await shopWithTickets(app, ['333333'], 40);
    const member = await registerMember(app);
    const placed = [];
    for (let i = 0; i < 15; i++) placed.push(await placeOrder(app, shop, member, '333333'));
    const form = await slipForm();
    const results = await Promise.all(
      placed.map(async (order) => {
        const [upload, cancel] = await Promise.all([
          app.inject({
            method: 'POST',
            url: `${ORDERS}/${order.id}/payment-slip`,
            headers: { ...member.headers, 'content-type': form.type },
            payload: form.payload,
          }),
          app.inject({ method: 'POST', url: `${ORDERS}/${order.code}/cancel`, headers: member.headers }),
        ]);
        return { order, upload: upload.statusCode, cancel: cancel.statusCode };
      }),
    );
    for (const { order, upload, cancel } of results) {
      expect([upload, cancel].filter((status) => status === 200)).toHaveLength(1);
      const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
      const held = await app.db.select().from(tickets).where(eq(tickets.order_id, order.id));
      if (upload === 200) {
        expect(row!.status).toBe('slip_uploaded');
        expect(held).toHaveLength(2);
      } else {
        expect(row!.status).toBe('cancelled');
        expect(row!.slip_file).toBeNull();
        expect(held).toHaveLength(0);
      }
    }
    const uploaded = results.filter((r) => r.upload === 200).length;
    expect(readdirSync(path.join(slipsRoot, 'slips'))).toHaveLength(uploaded);
  },
);

testOnPostgres(
  "confirm, reject and cancel at once on 15 slips: one decision wins, the member's cancel never does",
  async (app) => {
    const shop = await shopWithTickets(app, ['444444'], 40);
    const member = await registerMember(app);
    const token = (
      await app.inject({
        method: 'POST',
        url: '/public/bos/v1/dealer/auth/login',
        payload: { tel: shop.dealerTel, password: DEALER_PASSWORD },
      })
    ).json().data.token as string;
    const form = await slipForm();
    const placed = [];
    for (let i = 0; i < 15; i++) {
      const order = await placeOrder(app, shop, member, '444444');
      const upload = await app.inject({
        method: 'POST',
        url: `${ORDERS}/${order.id}/payment-slip`,
        headers: { ...member.headers, 'content-type': form.type },
        payload: form.payload,
      });
      expect(upload.statusCode).toBe(200);
      placed.push(order);
    }
    const decide = (code: string, payload: object) =>
      app.inject({
        method: 'POST',
        url: `/public/bos/v1/dealer/orders/${code}/slip-decision`,
        headers: bearer(token),
        payload,
      });
    const results = await Promise.all(
      placed.map(async (order) => {
        const [confirm, reject, cancel] = await Promise.all([
          decide(order.code, { decision: 'confirm' }),
          decide(order.code, { decision: 'reject', reason: 'ยอดไม่ตรง' }),
          app.inject({ method: 'POST', url: `${ORDERS}/${order.code}/cancel`, headers: member.headers }),
        ]);
        return { order, confirm: confirm.statusCode, reject: reject.statusCode, cancel: cancel.statusCode };
      }),
    );
    for (const { order, confirm, reject, cancel } of results) {
      // The cancel may run after a reject (then it wins as a cancel of an unpaid order), but never
      // together with a confirm.
      expect([confirm, reject].filter((status) => status === 200)).toHaveLength(1);
      expect(confirm === 200 && cancel === 200).toBe(false);
      const [row] = await app.db.select().from(orders).where(eq(orders.id, order.id));
      const own = await app.db.select().from(tickets).where(eq(tickets.order_id, order.id));
      if (confirm === 200) {
        expect(row!.status).toBe('ordered');
        expect(own.filter((t) => t.sold_at !== null)).toHaveLength(2);
      } else if (cancel === 200) {
        expect(row!.status).toBe('cancelled');
        expect(own).toHaveLength(0);
      } else {
        expect(row!.status).toBe('reserved');
        expect(own.filter((t) => t.sold_at === null)).toHaveLength(2);
      }
    }
    // Nothing sold twice, nothing sold without a confirmed order.
    const sold = await app.db.select().from(tickets).where(eq(tickets.store_id, shop.store.id));
    const confirmed = results.filter((r) => r.confirm === 200).length;
    expect(sold.filter((t) => t.sold_at !== null)).toHaveLength(confirmed * 2);
  },
);

testOnPostgres('10 concurrent win-history reads record each win exactly once', async (app) => {
  const shop = await shopWithTickets(app, [], 0);
  const member = await registerMember(app);
  await app.db.insert(lotteryResults).values({
    draw_id: shop.drawId,
    first: '654321',
    adjacent_first: ['654320', '654322'],
    second: ['100001', '100002', '100003', '100004', '100005'],
    third: Array.from({ length: 10 }, (_, i) => String(300_000 + i)),
    fourth: Array.from({ length: 50 }, (_, i) => String(400_000 + i)),
    fifth: Array.from({ length: 100 }, (_, i) => String(500_000 + i)),
    front3: ['654', '111'],
    last3: ['321', '222'],
    last2: '21',
    source: 'test',
  });
  await createOwnedTickets(app.db, {
    userId: member.userId,
    storeId: shop.store.id,
    drawId: shop.drawId,
    numbers: ['654321', '000021', '111999', '999999'],
    now: TEST_NOW,
  });
  const answers = await Promise.all(
    Array.from({ length: 10 }, () =>
      app.inject({ method: 'GET', url: `${ORDERS}/bag/win-lotteries`, headers: member.headers }),
    ),
  );
  expect(answers.every((a) => a.statusCode === 200)).toBe(true);
  const rows = await app.db.select().from(ticketWins).where(eq(ticketWins.user_id, member.userId));
  expect(rows).toHaveLength(3);
  expect(
    answers.every((a) => a.json().meta.total_amount === 6_000_000 + 4_000 + 4_000 + 2_000 + 2_000 + 4_000),
  ).toBe(true);
});
