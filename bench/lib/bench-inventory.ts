import { sql } from 'drizzle-orm';
import type { Executor } from '../../api/src/db/client';
import { queryRows } from '../../api/src/lottery-sales/cart-sql';
import { findCurrentDraw } from '../../api/src/results/lottery-draws-repository';

/** The hot number: one store sells many copies of it and every buyer wants it. */
export const HOT_NUMBER = 424242;

export interface BenchInventoryOptions {
  stores?: number;
  numbersPerStore?: number;
  /** Sets of each number in a store. */
  copies?: number;
  /** Copies of the hot number, in a store of its own. */
  hotCopies?: number;
  price?: number;
}

export interface BenchStore {
  id: number;
  code: string;
}

export interface BenchInventory {
  drawId: number;
  /** Ordinary stores, in order: `numberAt(i, k)` is the k-th number of `stores[i]`. */
  stores: BenchStore[];
  numbersPerStore: number;
  copies: number;
  hotStore: BenchStore;
  hotCopies: number;
  tickets: number;
}

/**
 * The k-th number of store i: k·7919 + i·104729 (mod 10⁶). 7919 is prime to 10⁶, so one store's
 * numbers never repeat, and each store's are spread over the whole range like a real dealer's.
 * pgbench computes the same formula (see reserve-throughput.ts).
 */
export function numberAt(store: number, k: number): number {
  return (k * 7919 + store * 104729) % 1_000_000;
}

/**
 * A realistic inventory for the current draw, written with set-based SQL (seconds, not minutes):
 * `stores` verified, open stores with random picks enabled, each with `numbersPerStore` numbers
 * × `copies` sets, plus one store holding `hotCopies` tickets of HOT_NUMBER. Then ANALYZE, so
 * the planner sees the real sizes.
 */
export async function writeBenchInventory(
  db: Executor,
  now: Date,
  options: BenchInventoryOptions = {},
): Promise<BenchInventory> {
  const { stores = 40, numbersPerStore = 5_000, copies = 5, hotCopies = 100, price = 80 } = options;
  const draw = await findCurrentDraw(db, now);
  if (!draw) throw new Error('no current draw: was the schema migrated and seeded?');
  const made = await queryRows<{ id: number; code: string }>(
    db,
    sql`
      WITH dealers AS (
        INSERT INTO users (ref, name, lastname, login_provider, date_of_birth, verified_otp_id, scope)
        SELECT 'bench-dealer-' || i, 'ร้านทดสอบ', 'ที่ ' || i, 'local', '1980-01-01', 0, ARRAY['dealer']
        FROM generate_series(0, ${stores}::int) AS i
        RETURNING id, ref
      )
      INSERT INTO stores (code, owner_user_id, name, verify_status, enable_random_number,
        payment_bank_code, payment_account_number, payment_account_name)
      SELECT replace(ref, 'bench-dealer-', 'bench-store-'), id, 'ร้าน' || ref, 'approved', true,
        'KBANK', '1234567890', 'ร้านทดสอบ'
      FROM dealers ORDER BY id
      RETURNING id, code`,
  );
  const byIndex = (i: number) => made.find((store) => store.code === `bench-store-${i}`)!;
  const ordinary = Array.from({ length: stores }, (_, i) => byIndex(i));
  const hotStore = byIndex(stores);
  await db.execute(sql`
    INSERT INTO store_sale_prices (store_id, type, price)
    SELECT id, type, ${price}::int FROM stores, unnest(ARRAY['small_set', 'big_set']) AS type
    WHERE code LIKE 'bench-store-%'`);
  for (const [i, store] of ordinary.entries()) {
    await db.execute(sql`
      INSERT INTO tickets (draw_id, store_id, number, set_no, price)
      SELECT ${draw.id}::int, ${store.id}::int, (k * 7919 + ${i}::int * 104729) % 1000000, c, ${price}::int
      FROM generate_series(0, ${numbersPerStore - 1}::int) AS k, generate_series(1, ${copies}::int) AS c`);
  }
  await db.execute(sql`
    INSERT INTO tickets (draw_id, store_id, number, set_no, price)
    SELECT ${draw.id}::int, ${hotStore.id}::int, ${HOT_NUMBER}::int, c, ${price}::int
    FROM generate_series(1, ${hotCopies}::int) AS c`);
  await db.execute(sql`ANALYZE tickets`);
  await db.execute(sql`ANALYZE carts`);
  return {
    drawId: draw.id,
    stores: ordinary,
    numbersPerStore,
    copies,
    hotStore,
    hotCopies,
    tickets: stores * numbersPerStore * copies + hotCopies,
  };
}

/** The bench's carts get ids made from a number, so pgbench can name them without a lookup. */
export function benchCartId(n: number): string {
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/**
 * Carts made straight in SQL (the bench measures reserving, not opening carts): cart `n` for
 * `userIds[n / perUser]` in `storeIds[n % perUser]`, open for an hour.
 */
export async function writeBenchCarts(
  db: Executor,
  input: { firstN: number; userIds: number[]; storeIds: number[]; drawId: number; now: Date },
): Promise<void> {
  const { firstN, userIds, storeIds, drawId, now } = input;
  const perUser = storeIds.length;
  const expires = new Date(now.getTime() + 60 * 60 * 1000).toISOString();
  await db.execute(sql`
    INSERT INTO carts (id, user_id, store_id, draw_id, expires_at, created_at, updated_at)
    SELECT ('00000000-0000-4000-8000-' || lpad((${firstN}::int + n)::text, 12, '0'))::uuid,
      (${`{${userIds.join(',')}}`}::int[])[n / ${perUser}::int + 1],
      (${`{${storeIds.join(',')}}`}::int[])[n % ${perUser}::int + 1],
      ${drawId}::int, ${expires}::timestamptz, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    FROM generate_series(0, ${userIds.length * perUser - 1}::int) AS n`);
}

/** Gives every held ticket back, so the next run starts from the same stock. */
export async function releaseAllHolds(db: Executor): Promise<void> {
  await db.execute(sql`UPDATE tickets SET cart_id = NULL, held_until = NULL WHERE cart_id IS NOT NULL`);
}
