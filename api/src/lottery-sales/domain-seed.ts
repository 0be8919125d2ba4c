import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { hashPassword } from '#api/auth/password';
import type { Executor } from '#api/db/client';
import { users } from '#api/auth/auth-tables';
import { seedVerifiedPhone } from '#api/db/seed/verified-phone';
import { tickets } from './inventory-tables';
import { lotteryDraws } from '#api/results/results-tables';
import { storeBanners, storeSalePrices, stores } from './stores-tables';
import {
  DEMO_DEALER_PASSWORD,
  DEMO_DEALERS,
  LOT_SIZES,
  STORE_IMAGE_PATH,
  type DemoDealer,
} from '#api/db/seed/store-catalogue';
import type { DomainSeed } from '#api/db/seed/domain-seed';

export interface StoreSeedReport {
  storesInserted: number;
  ticketsInserted: number;
}

/** Any fixed number: two API processes starting together must not both stock the same draw. */
const STORE_SEED_LOCK_KEY = 4_242_002;

/**
 * The demo dealers and their stores (skipping those that exist), then — only when the current
 * draw has no tickets at all — `ticketCount` tickets for it, spread over the stores that sell.
 * Runs at every start inside the seed's transaction.
 */
export async function seedStores(
  db: Executor,
  options: { now: Date; ticketCount: number },
): Promise<StoreSeedReport> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${STORE_SEED_LOCK_KEY})`);
  const storesInserted = await seedDealers(db, options.now);
  const ticketsInserted = await seedTickets(db, options);
  return { storesInserted, ticketsInserted };
}

async function seedDealers(db: Executor, now: Date): Promise<number> {
  const existing = await db
    .select({ code: stores.code })
    .from(stores)
    .where(
      inArray(
        stores.code,
        DEMO_DEALERS.map((dealer) => dealer.store.code),
      ),
    );
  const have = new Set(existing.map((row) => row.code));
  const missing = DEMO_DEALERS.filter((dealer) => !have.has(dealer.store.code));
  if (missing.length === 0) return 0;

  // One scrypt hash for all of them: they share the documented demo password.
  const passwordHash = await hashPassword(DEMO_DEALER_PASSWORD);
  let inserted = 0;
  for (const dealer of missing) {
    const userId = await insertDealer(db, dealer, passwordHash, now);
    if (userId === undefined) continue;
    const [store] = await db
      .insert(stores)
      .values({ ...dealer.store, owner_user_id: userId })
      .onConflictDoNothing()
      .returning({ id: stores.id });
    if (!store) continue;
    const prices = Object.entries(dealer.prices).map(([type, price]) => ({
      store_id: store.id,
      type: type as 'small_set' | 'big_set',
      price,
    }));
    await db.insert(storeSalePrices).values(prices).onConflictDoNothing();
    if (dealer.banners.length > 0) {
      await db.insert(storeBanners).values(
        dealer.banners.map((banner, position) => ({
          store_id: store.id,
          image_url: `${STORE_IMAGE_PATH}/${banner.file}`,
          status: banner.status,
          position,
        })),
      );
    }
    inserted += 1;
  }
  return inserted;
}

/**
 * The dealer's user, phone verified by a (spent) OTP and with a birth date, so the member guards
 * let them through. Undefined when the ref or phone already belongs to someone else.
 */
async function insertDealer(
  db: Executor,
  dealer: DemoDealer,
  passwordHash: string,
  now: Date,
): Promise<number | undefined> {
  const [user] = await db
    .insert(users)
    .values({
      ref: dealer.ref,
      name: dealer.name,
      lastname: dealer.lastname,
      tel: dealer.tel,
      password_hash: passwordHash,
      login_provider: 'local',
      date_of_birth: dealer.dateOfBirth,
      scope: ['dealer'],
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!user) return undefined;
  await seedVerifiedPhone(db, { userId: user.id, ref: dealer.ref, tel: dealer.tel }, now);
  return user.id;
}

async function seedTickets(db: Executor, options: { now: Date; ticketCount: number }): Promise<number> {
  if (options.ticketCount <= 0) return 0;
  // The current draw, as everywhere: the first whose sale has not ended.
  const [draw] = await db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(gt(lotteryDraws.sale_end_at, options.now))
    .orderBy(asc(lotteryDraws.sale_end_at), asc(lotteryDraws.draw_date))
    .limit(1);
  if (!draw) return 0;
  const [stocked] = await db
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.draw_id, draw.id))
    .limit(1);
  if (stocked) return 0;

  const selling = await db
    .select({ id: stores.id, code: stores.code })
    .from(stores)
    .where(
      and(
        inArray(
          stores.code,
          DEMO_DEALERS.map((dealer) => dealer.store.code),
        ),
        eq(stores.is_open, true),
        eq(stores.is_sold_out, false),
      ),
    );
  const idByCode = new Map(selling.map((row) => [row.code, row.id]));
  const plan = stockPlan(options.ticketCount, idByCode);
  if (plan.length === 0) return 0;

  const superuser = await queryRows<{ on: boolean }>(
    db,
    sql`SELECT current_setting('is_superuser') = 'on' AS on`,
  );
  // The store and draw ids were read in this very transaction, so the foreign-key triggers
  // (two look-ups per row, most of the insert's time) can be skipped — where the role may.
  if (superuser[0]?.on) await db.execute(sql`SET LOCAL session_replication_role = replica`);
  // A million rows sorted in memory rather than on disk.
  await db.execute(sql`SET LOCAL work_mem = '256MB'`);
  await db.execute(insertTicketsStatement(draw.id, plan));
  if (superuser[0]?.on) await db.execute(sql`SET LOCAL session_replication_role = origin`);
  await db.execute(sql`ANALYZE tickets`);
  return plan.reduce((total, store) => total + store.count, 0);
}

interface StoreStock {
  storeId: number;
  count: number;
  small: number;
  big: number;
  multiplier: number;
  offset: number;
}

/** `total` split by the dealers' shares, rounded down; what rounding leaves goes to the first. */
export function stockPlan(total: number, idByCode: ReadonlyMap<string, number>): StoreStock[] {
  const dealers = DEMO_DEALERS.filter((dealer) => dealer.share > 0 && idByCode.has(dealer.store.code));
  const shares = dealers.reduce((sum, dealer) => sum + dealer.share, 0);
  const plan = dealers.map((dealer) => ({
    storeId: idByCode.get(dealer.store.code)!,
    count: Math.floor((total * dealer.share) / shares),
    small: dealer.prices.small_set,
    big: dealer.prices.big_set ?? dealer.prices.small_set,
    ...dealer.numbers,
  }));
  const first = plan[0];
  if (first) first.count += total - plan.reduce((sum, store) => sum + store.count, 0);
  return plan.filter((store) => store.count > 0);
}

/**
 * One INSERT … SELECT for every store: ticket t of a store (0-based) sits in block t / 30 of
 * LOT_SIZES; its lot is the store's (block × 12 + lot in block)-th, whose number comes from the
 * store's one-to-one map (see DemoDealer.numbers) and whose copies get consecutive set numbers.
 * Price rule: a number a store has in 5 copies (or more) is sold at its big_set price, one with
 * fewer copies at its small_set price — a truncated last lot counts only the copies it really has.
 * The rows go in sorted by number, so both partial indexes on (…, number) fill almost in order.
 * Deterministic: the same count gives the same tickets on every machine.
 */
function insertTicketsStatement(drawId: number, plan: readonly StoreStock[]) {
  const perBlock = LOT_SIZES.reduce((sum, size) => sum + size, 0);
  const lotAt: number[] = [];
  const copyAt: number[] = [];
  const sizeAt: number[] = [];
  const startAt: number[] = [];
  let start = 0;
  LOT_SIZES.forEach((size, lot) => {
    for (let copy = 0; copy < size; copy += 1) {
      lotAt.push(lot);
      copyAt.push(copy);
      sizeAt.push(size);
      startAt.push(start);
    }
    start += size;
  });
  const intArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::int[]`;
  const rows = sql.join(
    plan.map(
      (s) =>
        sql`(${s.storeId}::int, ${s.count}::int, ${s.small}::int, ${s.big}::int, ${s.multiplier}::bigint, ${s.offset}::bigint)`,
    ),
    sql`, `,
  );
  return sql`
    WITH stock (store_id, ticket_count, small_price, big_price, multiplier, number_offset) AS (VALUES ${rows}),
    layout AS (
      SELECT ${intArray(lotAt)} AS lot_at, ${intArray(copyAt)} AS copy_at,
        ${intArray(sizeAt)} AS size_at, ${intArray(startAt)} AS start_at
    ),
    placed AS (
      SELECT stock.*, t / ${perBlock}::int AS block, t % ${perBlock}::int + 1 AS slot, t
      FROM stock CROSS JOIN LATERAL generate_series(0, stock.ticket_count - 1) AS t
    )
    INSERT INTO tickets (draw_id, store_id, number, set_no, price)
    SELECT ${drawId}::int, store_id,
      ((lot * multiplier + number_offset) % 1000000)::int,
      ((lot * 13) % 95 + copy_at[slot] + 1)::smallint,
      CASE WHEN least(size_at[slot], ticket_count - (block * ${perBlock}::int + start_at[slot])) >= 5
        THEN big_price ELSE small_price END
    FROM placed CROSS JOIN layout
    CROSS JOIN LATERAL (SELECT block::bigint * ${LOT_SIZES.length}::int + lot_at[slot] AS lot) AS l
    ORDER BY 3, 2`;
}

async function queryRows<T>(db: Executor, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

/** The demo dealers, their stores and, for the current draw (the results' seed made it), tickets. */
export const domainSeed: DomainSeed = {
  async demo(tx, { now, ticketCount }) {
    const { ticketsInserted } = await seedStores(tx, { now, ticketCount });
    return ticketsInserted > 0 ? { vacuum: ['tickets'] } : undefined;
  },
};
