import { randomUUID } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { users } from '#api/auth/auth-tables';
import { tickets } from '#api/lottery-sales/inventory-tables';
import { lotteryDraws } from '#api/results/results-tables';
import { storeSalePrices, stores, type StoreRow } from '#api/lottery-sales/stores-tables';
import { hashPassword } from '#api/auth/password';
import { uniqueTel } from './member-session';

export const DEALER_PASSWORD = 'dealer1234';

export interface TestStore {
  store: StoreRow;
  /** The dealer's ref: `/dealers/{userRef}`, x-user-ref. */
  userRef: string;
  dealerTel: string;
  drawId: number;
}

/** The draw on sale at `now` (the first whose sale has not ended). */
export async function currentDrawId(db: Executor, now: Date): Promise<number> {
  const [draw] = await db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(gt(lotteryDraws.sale_end_at, now))
    .orderBy(lotteryDraws.sale_end_at)
    .limit(1);
  if (!draw) throw new Error('no current draw in the test database');
  return draw.id;
}

/**
 * A dealer (user with the `dealer` scope) and their open, verified store, with `copies` tickets
 * of each number in `numbers` for the current draw. Every call makes a new dealer and store.
 */
export async function createTestStore(
  db: Executor,
  options: {
    now: Date;
    numbers?: string[];
    copies?: number;
    price?: number;
    store?: Partial<Omit<StoreRow, 'id' | 'owner_user_id' | 'created_at' | 'updated_at'>>;
    salePrices?: { small_set?: number; big_set?: number };
  },
): Promise<TestStore> {
  const { now, numbers = [], copies = 1, price = 100 } = options;
  const userRef = `dealer-${randomUUID().slice(0, 8)}`;
  const dealerTel = uniqueTel();
  const [dealer] = await db
    .insert(users)
    .values({
      ref: userRef,
      name: 'ร้านทดสอบ',
      lastname: 'โชคดี',
      tel: dealerTel,
      password_hash: await hashPassword(DEALER_PASSWORD),
      login_provider: 'local',
      date_of_birth: '1980-01-01',
      verified_otp_id: 0,
      scope: ['dealer'],
    })
    .returning();
  const [store] = await db
    .insert(stores)
    .values({
      code: `store-${randomUUID().slice(0, 8)}`,
      owner_user_id: dealer!.id,
      name: 'ร้านทดสอบโชคดี',
      verify_status: 'approved',
      payment_bank_code: 'KBANK',
      payment_account_number: '1234567890',
      payment_account_name: 'ร้านทดสอบโชคดี',
      promptpay_id: '0812345678',
      ...options.store,
    })
    .returning();
  const { small_set = price, big_set = price } = options.salePrices ?? {};
  await db.insert(storeSalePrices).values([
    { store_id: store!.id, type: 'small_set', price: small_set },
    { store_id: store!.id, type: 'big_set', price: big_set },
  ]);
  const drawId = await currentDrawId(db, now);
  const rows = numbers.flatMap((number) =>
    Array.from({ length: copies }, (_, i) => ({
      draw_id: drawId,
      store_id: store!.id,
      number: Number(number),
      set_no: i + 1,
      price,
    })),
  );
  for (let i = 0; i < rows.length; i += 5_000) await db.insert(tickets).values(rows.slice(i, i + 5_000));
  return { store: store!, userRef, dealerTel, drawId };
}

/** How many tickets of a number in a store are sold or held right now (for assertions). */
export async function takenCount(db: Executor, storeId: number, number: string, now: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tickets)
    .where(
      and(
        eq(tickets.store_id, storeId),
        eq(tickets.number, Number(number)),
        sql`(${tickets.sold_at} is not null or ${tickets.held_until} > ${now.toISOString()})`,
      ),
    );
  return row?.count ?? 0;
}
