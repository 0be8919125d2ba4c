import { matchesPattern } from '@chokdee/shared-contract/rules/ticket-pattern';
import { TicketSearchResultSchema, type TicketOffer } from '@chokdee/shared-contract/schemas/ticket-search';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tickets } from '#api/lottery-sales/inventory-tables';
import { MESSAGES } from '#api/lib/messages';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';
import { createTestStore, type TestStore } from '#api/test/store-fixtures';

const clock = createTestClock();
let app: FastifyInstance;
let small: TestStore;

/** 500 numbers spread over the whole range, plus some that the patterns below pick out. */
const SMALL_NUMBERS = [
  ...Array.from({ length: 500 }, (_, i) => String((i * 7919 + 12_345) % 1_000_000).padStart(6, '0')),
  ...['001200', '991299', '123456', '123450', '000056', '100056', '999956', '135790', '120400', '000000'],
];

beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
  small = await createTestStore(app.db, {
    now: TEST_NOW,
    numbers: [...new Set(SMALL_NUMBERS)],
    copies: 2,
    price: 90,
  });
});
afterAll(() => app.close());
beforeEach(() => clock.set(TEST_NOW));

const search = (query: string) => app.inject({ method: 'GET', url: `/public/v2/lotteries/search?${query}` });

async function found(query: string) {
  const response = await search(query);
  expect(response.statusCode).toBe(200);
  return TicketSearchResultSchema.parse(response.json());
}

const PATTERNS = [
  '123456',
  '999999',
  '123___',
  '0_____',
  '___456',
  '____56',
  '__12__',
  '_____7',
  '1_____',
  '1_3_5_',
  '12_4__',
  '1____5',
  '_0__0_',
  '9_9_9_',
];

describe('GET /public/v2/lotteries/search in one store', () => {
  test.each(PATTERNS)('%s finds exactly what a brute-force filter finds', async (pattern) => {
    const expected = [...new Set(SMALL_NUMBERS)].filter((n) => matchesPattern(n, pattern)).sort();
    const { data, meta } = await found(`pattern=${pattern}&store=${small.store.code}&limit=100`);
    expect(data.map((offer) => offer.number)).toEqual(expected.slice(0, 100));
    expect(meta).toEqual({ draw_date: '2026-12-01', pattern, has_more: expected.length > 100 });
    for (const offer of data) {
      expect(offer).toEqual({
        number: offer.number,
        store_code: small.store.code,
        store_name: 'ร้านทดสอบโชคดี',
        user_code: small.userRef,
        available: 2,
        price: 90,
      });
    }
  });

  test('limit + has_more: one more group than asked is read, not shown', async () => {
    const all = [...new Set(SMALL_NUMBERS)].filter((n) => matchesPattern(n, '_____7')).sort();
    expect(all.length).toBeGreaterThan(5);
    const page = await found(`pattern=_____7&store=${small.store.code}&limit=5`);
    expect(page.data.map((o) => o.number)).toEqual(all.slice(0, 5));
    expect(page.meta.has_more).toBe(true);
    const exact = await found(`pattern=_____7&store=${small.store.code}&limit=${all.length}`);
    expect(exact.meta.has_more).toBe(false);
  });

  test('the dealer ref names the store as well as its code', async () => {
    const { data } = await found(`pattern=123456&store=${small.userRef}`);
    expect(data).toHaveLength(1);
  });

  test('the default limit is 60', async () => {
    const { data, meta } = await found(`pattern=_____0&store=${small.store.code}`);
    const all = [...new Set(SMALL_NUMBERS)].filter((n) => matchesPattern(n, '_____0'));
    expect(data).toHaveLength(Math.min(60, all.length));
    expect(meta.has_more).toBe(all.length > 60);
  });
});

describe('only free tickets count', () => {
  let store: TestStore;
  let ids: number[];
  beforeAll(async () => {
    store = await createTestStore(app.db, {
      now: TEST_NOW,
      numbers: ['555555', '555556'],
      copies: 4,
      price: 120,
    });
    ids = (
      await app.db
        .select({ id: tickets.id })
        .from(tickets)
        .where(and(eq(tickets.store_id, store.store.id), eq(tickets.number, 555_555)))
        .orderBy(tickets.id)
    ).map((row) => row.id);
    const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);
    await app.db
      .update(tickets)
      .set({ sold_at: TEST_NOW, held_until: at(-60_000) })
      .where(eq(tickets.id, ids[0]!));
    // A cart's hold, running 15 minutes from now; a slip waiting for the dealer (held forever).
    await app.db
      .update(tickets)
      .set({ held_until: at(15 * 60_000) })
      .where(eq(tickets.id, ids[1]!));
    await app.db
      .update(tickets)
      .set({ held_until: sql`'infinity'::timestamptz` })
      .where(eq(tickets.id, ids[2]!));
    // Every copy of 555556 is taken by a live hold.
    await app.db
      .update(tickets)
      .set({ held_until: at(60_000) })
      .where(and(eq(tickets.store_id, store.store.id), eq(tickets.number, 555_556)));
  });

  const offer = async () => (await found(`pattern=55555_&store=${store.store.code}`)).data;

  test('sold and held tickets are left out; a number with none free is not listed', async () => {
    expect(await offer()).toEqual([expect.objectContaining({ number: '555555', available: 1, price: 120 })]);
  });

  test('a hold that has run out (app clock) frees its ticket without any timer', async () => {
    clock.set(new Date(TEST_NOW.getTime() + 15 * 60_000));
    expect((await offer()).map((o) => [o.number, o.available])).toEqual([
      ['555555', 2],
      ['555556', 4],
    ]);
  });

  test('a hold that ran out before now counts as free from the start', async () => {
    await app.db
      .update(tickets)
      .set({ held_until: new Date(TEST_NOW.getTime() - 1) })
      .where(inArray(tickets.id, [ids[1]!]));
    expect((await offer())[0]).toMatchObject({ number: '555555', available: 2 });
  });
});

describe('GET /public/v2/lotteries/search across stores', () => {
  /** Every free (number, store) group of the current draw, by a plain query, for the brute force. */
  async function allOffers(): Promise<Omit<TicketOffer, 'store_name' | 'user_code'>[]> {
    const result = (await app.db.execute(sql`
      SELECT t.number, s.code AS store_code, count(*)::int AS available, min(t.price)::int AS price
      FROM tickets t JOIN stores s ON s.id = t.store_id
      JOIN lottery_draws d ON d.id = t.draw_id AND d.draw_date = '2026-12-01'
      WHERE t.sold_at IS NULL AND (t.held_until IS NULL OR t.held_until <= ${TEST_NOW.toISOString()}::timestamptz)
        AND s.is_open AND NOT s.is_sold_out
      GROUP BY t.number, s.id, s.code ORDER BY t.number, s.id`)) as unknown as {
      rows: { number: number; store_code: string; available: number; price: number }[];
    };
    return result.rows.map((row) => ({ ...row, number: String(row.number).padStart(6, '0') }));
  }

  test.each(PATTERNS)('%s agrees with a brute-force filter of the whole inventory', async (pattern) => {
    const expected = (await allOffers()).filter((o) => matchesPattern(o.number, pattern));
    const { data, meta } = await found(`pattern=${pattern}&limit=100`);
    expect(
      data.map(({ number, store_code, available, price }) => ({ number, store_code, available, price })),
    ).toEqual(expected.slice(0, 100));
    expect(meta.has_more).toBe(expected.length > 100);
  });

  test('last two digits: the probed first matches and the scan after them join without a gap', async () => {
    // Across stores the first 200 numbers ending in 56 are probed one by one, the scan goes on
    // after 019956: every fourth of those, and three after them, in a store of their own.
    const probed = Array.from({ length: 50 }, (_, i) => String(i * 400 + 56).padStart(6, '0'));
    await createTestStore(app.db, { now: TEST_NOW, numbers: [...probed, '020056', '020156', '500056'] });
    const expected = (await allOffers()).filter((o) => matchesPattern(o.number, '____56'));
    expect(expected.length).toBeGreaterThan(100);
    for (const limit of [30, 50, 52, 53, 100]) {
      const { data, meta } = await found(`pattern=____56&limit=${limit}`);
      expect(data.map(({ number, store_code }) => ({ number, store_code }))).toEqual(
        expected.slice(0, limit).map(({ number, store_code }) => ({ number, store_code })),
      );
      expect(meta.has_more).toBe(true);
    }
  });

  test('a number in several stores is one offer per store, in number then store order', async () => {
    const other = await createTestStore(app.db, {
      now: TEST_NOW,
      numbers: ['123456'],
      copies: 3,
      price: 110,
    });
    const { data } = await found('pattern=123456');
    const mine = data.filter((o) => [small.store.code, other.store.code].includes(o.store_code));
    expect(mine).toEqual([
      expect.objectContaining({ store_code: small.store.code, available: 2, price: 90 }),
      expect.objectContaining({ store_code: other.store.code, available: 3, price: 110 }),
    ]);
  });

  test('closed and sold-out stores drop out across stores, but their own page still lists them', async () => {
    const closed = await createTestStore(app.db, {
      now: TEST_NOW,
      numbers: ['424242'],
      store: { is_open: false },
    });
    const soldOut = await createTestStore(app.db, {
      now: TEST_NOW,
      numbers: ['424242'],
      store: { is_sold_out: true },
    });
    const open = await createTestStore(app.db, { now: TEST_NOW, numbers: ['424242'] });
    const across = (await found('pattern=424242')).data.map((o) => o.store_code);
    expect(across).toContain(open.store.code);
    expect(across).not.toContain(closed.store.code);
    expect(across).not.toContain(soldOut.store.code);
    expect((await found(`pattern=424242&store=${closed.store.code}`)).data).toHaveLength(1);
  });
});

describe('bad input', () => {
  test.each([
    ['12345', 'กรุณากรอกเลข 6 หลัก ใช้ _ แทนหลักที่ไม่ระบุ'],
    ['1234567', 'กรุณากรอกเลข 6 หลัก ใช้ _ แทนหลักที่ไม่ระบุ'],
    ['12a456', 'กรุณากรอกเลข 6 หลัก ใช้ _ แทนหลักที่ไม่ระบุ'],
    ['12*456', 'กรุณากรอกเลข 6 หลัก ใช้ _ แทนหลักที่ไม่ระบุ'],
    ['______', 'กรุณาระบุอย่างน้อย 1 หลัก'],
  ])('pattern %s is a 400 with the kernel’s message', async (pattern, message) => {
    const response = await search(`pattern=${encodeURIComponent(pattern)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: MESSAGES.invalidInput,
      errors: [{ field: 'pattern', message }],
      status: 400,
    });
  });

  test('no pattern at all is a 400 naming it', async () => {
    const response = await search('store=CD1001');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(['pattern']);
  });

  test.each(['0', '101', 'abc', '-1', '2.5'])('limit=%s is a 400 naming limit', async (limit) => {
    const response = await search(`pattern=123___&limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(['limit']);
  });

  test('an empty store is a 400; an unknown store is 404 ไม่พบร้านค้า', async () => {
    expect((await search('pattern=123___&store=')).statusCode).toBe(400);
    const unknown = await search('pattern=123___&store=CD0404');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'ไม่พบร้านค้า', errors: [], status: 404 });
  });

  test('a pattern with spaces around it is trimmed, not refused', async () => {
    const { meta } = await found(`pattern=${encodeURIComponent(' 123456 ')}`);
    expect(meta.pattern).toBe('123456');
  });

  test('with no draw on sale or to come, 404 ไม่พบงวดที่เปิดขาย', async () => {
    clock.set('2031-01-01T00:00:00Z');
    const response = await search('pattern=123456');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(MESSAGES.noCurrentDraw);
  });
});
