import { and, eq, inArray, sql } from 'drizzle-orm';
import { verifyPassword } from '#api/auth/password';
import { testConfig, TEST_NOW } from '#api/test/build-test-app';
import { openTestDatabase } from '#api/test/pglite-template';
import type { DatabaseHandle } from '#api/db/client';
import { users } from '#api/auth/auth-tables';
import { tickets } from './inventory-tables';
import { lotteryDraws } from '#api/results/results-tables';
import { storeBanners, storeSalePrices, stores } from './stores-tables';
import {
  DEMO_DEALER_PASSWORD,
  DEMO_DEALERS,
  FIRST_DEMO_DEALER,
  LOT_SIZES,
  demoLotNumber,
} from '#api/db/seed/store-catalogue';
import { seedStores, stockPlan } from './domain-seed';

/** The run's snapshot was seeded by `seedDatabase` with the tests' 20,000 tickets at TEST_NOW. */
const SEEDED_TICKETS = testConfig().inventory.seedTicketCount;
const codes = DEMO_DEALERS.map((dealer) => dealer.store.code);

let handle: DatabaseHandle;
beforeAll(async () => {
  ({ handle } = await openTestDatabase());
});
afterAll(() => handle.close());

const drawId = async (date: string) =>
  (
    await handle.db.select({ id: lotteryDraws.id }).from(lotteryDraws).where(eq(lotteryDraws.draw_date, date))
  )[0]!.id;
const ticketCount = async (draw: number) =>
  (
    await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(eq(tickets.draw_id, draw))
  )[0]!.n;

describe('the demo dealers', () => {
  test('ten dealers with stores: verified and pending, one random, sold out, incomplete, closed', async () => {
    const rows = await handle.db
      .select({ store: stores, user: users })
      .from(stores)
      .innerJoin(users, eq(users.id, stores.owner_user_id))
      .where(inArray(stores.code, codes))
      .orderBy(stores.code);
    expect(rows).toHaveLength(10);
    const byStatus = (status: string) => rows.filter((row) => row.store.verify_status === status).length;
    expect(byStatus('approved')).toBe(7);
    expect(byStatus('pending')).toBe(3);
    expect(rows.filter((row) => row.store.enable_random_number).map((row) => row.user.ref)).toEqual([
      'mali-hengheng',
    ]);
    expect(rows.filter((row) => row.store.is_sold_out).map((row) => row.user.ref)).toEqual([
      'boonmee-mahalap',
    ]);
    expect(rows.filter((row) => !row.store.is_open).map((row) => row.user.ref)).toEqual([
      'thongchai-mankhong',
    ]);
    for (const { user, store } of rows) {
      expect(user.scope).toEqual(['dealer']);
      expect(user.tel).toMatch(/^08\d{8}$/);
      expect(user.date_of_birth).not.toBeNull();
      expect(user.verified_otp_id).toBeGreaterThan(0);
      expect(store.cover_url).toMatch(/^\/static\/stores\/[a-z-]+\.svg$/);
      expect(store.name).toMatch(/[\u0E00-\u0E7F]/);
    }
  });

  test('they log in with the documented demo password', async () => {
    const [user] = await handle.db.select().from(users).where(eq(users.ref, FIRST_DEMO_DEALER.ref));
    expect(user?.tel).toBe(FIRST_DEMO_DEALER.tel);
    expect(await verifyPassword(DEMO_DEALER_PASSWORD, user!.password_hash!)).toBe(true);
  });

  test('prices: small_set and big_set everywhere but the incomplete store; banners in order', async () => {
    const prices = await handle.db
      .select({ code: stores.code, type: storeSalePrices.type, price: storeSalePrices.price })
      .from(storeSalePrices)
      .innerJoin(stores, eq(stores.id, storeSalePrices.store_id))
      .where(inArray(stores.code, codes));
    const incomplete = prices.filter((row) => row.code === 'CD1009');
    expect(incomplete).toEqual([{ code: 'CD1009', type: 'small_set', price: 100 }]);
    expect(prices).toHaveLength(19);
    for (const row of prices) expect(row.price).toBeGreaterThanOrEqual(80);
    const banners = await handle.db
      .select({ url: storeBanners.image_url, status: storeBanners.status })
      .from(storeBanners)
      .innerJoin(stores, eq(stores.id, storeBanners.store_id))
      .where(eq(stores.code, FIRST_DEMO_DEALER.storeCode))
      .orderBy(storeBanners.position);
    expect(banners.map((b) => b.status)).toEqual(['active', 'active', 'inactive']);
  });
});

describe('the demo tickets', () => {
  test('the current draw holds exactly the configured count, only in stores that sell', async () => {
    const current = await drawId('2026-12-01');
    expect(await ticketCount(current)).toBe(SEEDED_TICKETS);
    const perStore = await handle.db
      .select({ code: stores.code, n: sql<number>`count(*)::int` })
      .from(tickets)
      .innerJoin(stores, eq(stores.id, tickets.store_id))
      .where(eq(tickets.draw_id, current))
      .groupBy(stores.code)
      .orderBy(stores.code);
    expect(perStore).toEqual([
      { code: 'CD1001', n: 4800 },
      { code: 'CD1002', n: 3600 },
      { code: 'CD1003', n: 3000 },
      { code: 'CD1004', n: 2400 },
      { code: 'CD1005', n: 2000 },
      { code: 'CD1006', n: 1800 },
      { code: 'CD1007', n: 2400 },
    ]);
    const taken = await handle.db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(sql`${tickets.sold_at} is not null or ${tickets.held_until} is not null`);
    expect(taken[0]?.n).toBe(0);
  });

  test('numbers come in sets of 1–5 copies with distinct set numbers; 5 copies sell at the big_set price', async () => {
    const groups = await handle.db.execute(sql`
      SELECT s.code, t.number, count(*)::int AS copies, count(DISTINCT t.set_no)::int AS sets,
        min(t.price)::int AS low, max(t.price)::int AS high, min(t.set_no)::int AS first_set,
        max(t.set_no)::int AS last_set
      FROM tickets t JOIN stores s ON s.id = t.store_id
      WHERE t.draw_id = ${await drawId('2026-12-01')}
      GROUP BY s.code, t.number`);
    const rows = (groups as unknown as { rows: Record<string, number | string>[] }).rows;
    const priceOf = new Map(DEMO_DEALERS.map((d) => [d.store.code, d.prices]));
    const copies = new Map<number, number>();
    const wrong = rows.filter((row) => {
      const prices = priceOf.get(row.code as string)!;
      const expected = (row.copies as number) >= 5 ? prices.big_set : prices.small_set;
      copies.set(row.copies as number, (copies.get(row.copies as number) ?? 0) + 1);
      return (
        row.sets !== row.copies ||
        row.low !== expected ||
        row.high !== expected ||
        (row.first_set as number) < 1 ||
        (row.last_set as number) > 99
      );
    });
    expect(wrong.slice(0, 3)).toEqual([]);
    expect([...copies.keys()].sort()).toEqual([1, 2, 3, 4, 5]);
    // Each full block of 30 tickets is 12 lots: 4 singles, 3 pairs, 2 triples, 1 four, 2 big sets.
    expect(LOT_SIZES.filter((size) => size === 5)).toHaveLength(2);
    expect(copies.get(5)! / rows.length).toBeCloseTo(2 / 12, 2);
  });

  test('the e2e numbers of the first store are there: 3 copies and a big set of 5', async () => {
    const count = async (number: string) =>
      (
        await handle.db
          .select({ n: sql<number>`count(*)::int`, price: sql<number>`max(${tickets.price})::int` })
          .from(tickets)
          .innerJoin(stores, eq(stores.id, tickets.store_id))
          .where(and(eq(stores.code, FIRST_DEMO_DEALER.storeCode), eq(tickets.number, Number(number))))
      )[0];
    expect(await count(FIRST_DEMO_DEALER.threeCopies)).toEqual({ n: 3, price: 100 });
    expect(await count(FIRST_DEMO_DEALER.bigSet)).toEqual({ n: 5, price: 120 });
    expect(demoLotNumber(DEMO_DEALERS[0]!, 0)).toBe('123457');
    // api/README.md names them.
    expect([FIRST_DEMO_DEALER.threeCopies, FIRST_DEMO_DEALER.bigSet]).toEqual(['131376', '147214']);
  });

  test('the same count always makes the same tickets', () => {
    const ids = new Map(codes.map((code, i) => [code, i + 1]));
    expect(stockPlan(1_000_000, ids).map((s) => s.count)).toEqual([
      240_000, 180_000, 150_000, 120_000, 100_000, 90_000, 120_000,
    ]);
    // What rounding leaves goes to the first store, so the total is exact.
    expect(stockPlan(1001, ids).reduce((sum, s) => sum + s.count, 0)).toBe(1001);
  });
});

describe('seedStores at every start', () => {
  test('a restart inserts no store and no ticket', async () => {
    const before = await ticketCount(await drawId('2026-12-01'));
    expect(await seedStores(handle.db, { now: TEST_NOW, ticketCount: SEEDED_TICKETS })).toEqual({
      storesInserted: 0,
      ticketsInserted: 0,
    });
    expect(await ticketCount(await drawId('2026-12-01'))).toBe(before);
  });

  test('the next draw gets its own tickets once, when its turn comes', async () => {
    const later = new Date('2026-12-01T08:00:00Z'); // 15:00 Bangkok: the 2026-12-16 draw is current
    expect(await seedStores(handle.db, { now: later, ticketCount: 3000 })).toEqual({
      storesInserted: 0,
      ticketsInserted: 3000,
    });
    expect(await seedStores(handle.db, { now: later, ticketCount: 3000 })).toEqual({
      storesInserted: 0,
      ticketsInserted: 0,
    });
    expect(await ticketCount(await drawId('2026-12-16'))).toBe(3000);
  });

  test('a deleted demo store comes back; the other stores are left as they are', async () => {
    await handle.db.delete(users).where(eq(users.ref, 'kanya-srisuk'));
    await handle.db.update(stores).set({ name: 'ชื่อที่ร้านแก้เอง' }).where(eq(stores.code, 'CD1002'));
    expect(await seedStores(handle.db, { now: TEST_NOW, ticketCount: 0 })).toEqual({
      storesInserted: 1,
      ticketsInserted: 0,
    });
    const [renamed] = await handle.db.select().from(stores).where(eq(stores.code, 'CD1002'));
    expect(renamed?.name).toBe('ชื่อที่ร้านแก้เอง');
    const [back] = await handle.db.select().from(stores).where(eq(stores.code, 'CD1009'));
    expect(back?.verify_status).toBe('pending');
  });
});
