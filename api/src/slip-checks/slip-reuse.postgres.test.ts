import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { orders } from '#api/lottery-sales/inventory-tables';
import { attachSlip } from '#api/lottery-sales/slip-attach';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { TEST_NOW } from '#api/test/build-test-app';
import { createTestCart } from '#api/test/cart-fixtures';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { qrSlipPicture } from '#api/test/qr-slip-fixtures';
import { createTestStore, type TestStore } from '#api/test/store-fixtures';
import { SLIP_CHECK_MESSAGES } from './slip-check-messages';
import { slipUses } from './slip-uses-tables';

jest.setTimeout(120_000);

const slipsRoot = mkdtempSync(path.join(os.tmpdir(), 'chokdee-slip-race-'));
afterAll(() => rmSync(slipsRoot, { recursive: true, force: true }));
const { testOnPostgres } = appOnPostgres('slip_reuse', {
  config: { slipsDir: path.join(slipsRoot, 'slips') },
});

async function placeOrders(app: FastifyInstance, shop: TestStore, member: MemberSession, count: number) {
  const placed: { id: number; code: string }[] = [];
  for (let i = 0; i < count; i++) {
    const cart = await createTestCart(app.db, {
      userId: member.userId,
      storeId: shop.store.id,
      drawId: shop.drawId,
      now: TEST_NOW,
      items: { '777777': 1 },
    });
    const response = await app.inject({
      method: 'POST',
      url: '/public/bos/v1/orders',
      headers: member.headers,
      payload: { channel: 'web', member_name: 'สมชาย', cart_key: cart.cartId },
    });
    if (response.statusCode !== 201) throw new Error(response.body);
    placed.push(response.json().data);
  }
  return placed;
}

async function slipForm(bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'slip.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

testOnPostgres(
  'one slip sent for 8 orders at once: exactly one order takes it, 7 are refused in Thai',
  async (app) => {
    const shop = await createTestStore(app.db, { now: TEST_NOW, numbers: ['777777'], copies: 30, price: 80 });
    const member = await registerMember(app);
    const placed = await placeOrders(app, shop, member, 8);
    const form = await slipForm(await qrSlipPicture('004', '015278220959BPP99001', 1));
    const answers = await Promise.all(
      placed.map((order) =>
        app.inject({
          method: 'POST',
          url: `/public/bos/v1/orders/${order.id}/payment-slip`,
          headers: { ...member.headers, 'content-type': form.type },
          payload: form.payload,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.statusCode === 422);
    expect(refused).toHaveLength(7);
    for (const answer of refused) expect(answer.json().message).toBe(SLIP_CHECK_MESSAGES.slipUsedElsewhere);
    const rows = await app.db
      .select({ status: orders.status })
      .from(orders)
      .where(
        inArray(
          orders.id,
          placed.map((o) => o.id),
        ),
      );
    expect(rows.filter((row) => row.status === 'slip_uploaded')).toHaveLength(1);
    expect(rows.filter((row) => row.status === 'reserved')).toHaveLength(7);
    expect(
      await app.db.select().from(slipUses).where(eq(slipUses.transaction_ref, '015278220959BPP99001')),
    ).toHaveLength(1);
    // The refused uploads left no file behind.
    expect(readdirSync(path.join(slipsRoot, 'slips'))).toHaveLength(1);
  },
);

testOnPostgres(
  'the claims themselves at the same instant, 2 orders × 10 rounds: one order each round',
  async (app) => {
    const shop = await createTestStore(app.db, { now: TEST_NOW, numbers: ['777777'], copies: 30, price: 80 });
    const member = await registerMember(app);
    for (let round = 0; round < 10; round++) {
      const [a, b] = await placeOrders(app, shop, member, 2);
      const mark = { qr: { sendingBank: '014', transactionRef: `RACE2026113000${round}` }, picture: null };
      const attach = (order: { id: number }, n: number) =>
        attachSlip(app.db, {
          userId: member.userId,
          order: String(order.id),
          slip: { file: `${String(round * 2 + n).padStart(32, '0')}.png`, mime: 'image/png', mark },
          paymentChannel: null,
          now: TEST_NOW,
        }).then(
          () => 'taken',
          (error: { statusCode?: number }) => error.statusCode,
        );
      const outcomes = await Promise.all([attach(a!, 0), attach(b!, 1)]);
      expect(outcomes.sort()).toEqual([422, 'taken']);
    }
  },
);
