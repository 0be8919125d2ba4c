import { eq, inArray, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '#api/db/client';
import { tickets } from './inventory-tables';
import { TEST_NOW } from '#api/test/build-test-app';
import { openTestDatabase } from '#api/test/pglite-template';
import { createTestStore } from '#api/test/store-fixtures';
import { availableCounts, CACHE_FROM_COUNT } from './store-availability';

let handle: DatabaseHandle;
beforeAll(async () => {
  ({ handle } = await openTestDatabase());
});
afterAll(() => handle.close());

const numbers = (count: number) => Array.from({ length: count }, (_, i) => String(i).padStart(6, '0'));

async function holdOne(storeId: number) {
  const [ticket] = await handle.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(eq(tickets.store_id, storeId))
    .limit(1);
  await handle.db
    .update(tickets)
    .set({ held_until: new Date(TEST_NOW.getTime() + 60_000) })
    .where(inArray(tickets.id, [ticket!.id]));
}

test('small stores are counted afresh on every call', async () => {
  const { store, drawId } = await createTestStore(handle.db, {
    now: TEST_NOW,
    numbers: numbers(20),
    copies: 2,
  });
  expect((await availableCounts(handle.db, drawId, [store.id], TEST_NOW)).get(store.id)).toBe(40);
  await holdOne(store.id);
  expect((await availableCounts(handle.db, drawId, [store.id], TEST_NOW)).get(store.id)).toBe(39);
});

test('a large count is kept for a while (display only); other stores in the same call are counted', async () => {
  const big = await createTestStore(handle.db, { now: TEST_NOW });
  await handle.db.execute(sql`
    INSERT INTO tickets (draw_id, store_id, number, set_no, price)
    SELECT ${big.drawId}::int, ${big.store.id}::int, n, 1, 100 FROM generate_series(1, ${CACHE_FROM_COUNT}::int) AS n`);
  const small = await createTestStore(handle.db, { now: TEST_NOW, numbers: numbers(3) });
  const ids = [big.store.id, small.store.id];
  expect(Object.fromEntries(await availableCounts(handle.db, big.drawId, ids, TEST_NOW))).toEqual({
    [big.store.id]: CACHE_FROM_COUNT,
    [small.store.id]: 3,
  });
  await holdOne(big.store.id);
  await holdOne(small.store.id);
  expect(Object.fromEntries(await availableCounts(handle.db, big.drawId, ids, TEST_NOW))).toEqual({
    [big.store.id]: CACHE_FROM_COUNT,
    [small.store.id]: 2,
  });
});

test('no draw, or no stores: zeros without a query', async () => {
  expect(await availableCounts(handle.db, undefined, [1, 2], TEST_NOW)).toEqual(
    new Map([
      [1, 0],
      [2, 0],
    ]),
  );
  expect(await availableCounts(handle.db, 1, [], TEST_NOW)).toEqual(new Map());
});
