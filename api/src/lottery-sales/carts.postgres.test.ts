import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '#api/app';
import { freshPostgresSchema, postgresSchemaUrl, testSchemaName } from '#api/test/postgres-server';
import { openDatabase } from '#api/db/client';
import { tickets } from './inventory-tables';
import { createTestClock, testConfig, TEST_NOW } from '#api/test/build-test-app';
import { createTestStore, type TestStore } from '#api/test/store-fixtures';
import { createTokenMembers, type TokenMember } from '#api/test/token-members';
import { queryRows } from './cart-sql';

/**
 * The reservation race on a real PostgreSQL server (PGlite runs one statement at a time, so only a
 * server shows that SKIP LOCKED and the re-check after the lock hold): 500 members with a cart each
 * fight over 20 tickets of one number through the HTTP layer, 20 waves of 500 attempts, while time
 * moves on so holds expire and are taken again. Same rules as `db/client.postgres.test.ts`: the
 * local server when it answers, REQUIRE_PG=1 turns "not reachable" into a failure; a schema of its own.
 */
const SCHEMA = testSchemaName('carts');
const url = postgresSchemaUrl(SCHEMA);

const BUYERS = 500;
const WAVES = 20;
const SUPPLY = 20;
const HOT = '424242';
/**
 * A short window, so holds run out within the run: the clock moves 10 s per wave (and 5 s more
 * halfway through the odd waves), so carts opened in an even wave run out in the middle of the
 * odd wave five waves later, while requests on them are in flight.
 */
const WINDOW_SECONDS = 55;
const STEP_MS = 10_000;
/** Connections the app may use at once: the real parallelism of the race. */
const POOL_SIZE = 40;

// About 30 s on an idle two-core machine; far more when the machine is shared.
jest.setTimeout(300_000);

const clock = createTestClock(TEST_NOW);
let app: FastifyInstance | undefined;

beforeAll(async () => {
  if (!(await freshPostgresSchema(SCHEMA))) return;
  // The app's own pool holds 10 connections; the race wants more of them at once.
  const database = await openDatabase(url, { poolSize: POOL_SIZE });
  const config = testConfig({ databaseUrl: url });
  app = await buildApp({
    config: { ...config, inventory: { ...config.inventory, cartReservationSeconds: WINDOW_SECONDS } },
    clock: clock.now,
    database,
  });
});
afterAll(async () => {
  await app?.close();
});

interface Buyer extends TokenMember {
  cartId: string | undefined;
  cartEndsAt: number;
}

interface Tally {
  attempts: number;
  reserved: number;
  byStatus: Record<number, number>;
}

const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);

function deleteCart(buyer: Buyer) {
  const url = `/public/v2/carts/${buyer.cartId}`;
  buyer.cartEndsAt = 0;
  return app!.inject({ method: 'DELETE', url, headers: buyer.headers });
}

/** A cart for a buyer who has none, or whose cart ran out or was deleted (the API closes the old one). */
async function ensureCart(app: FastifyInstance, store: TestStore, buyer: Buyer) {
  if (buyer.cartId && buyer.cartEndsAt > clock.now().getTime()) return;
  const response = await app.inject({
    method: 'POST',
    url: '/public/v2/carts',
    headers: { ...buyer.headers, 'x-store-code': store.store.code },
  });
  expect([200, 201]).toContain(response.statusCode);
  buyer.cartId = response.json().meta.id;
  buyer.cartEndsAt = response.json().meta.expire_unix * 1000;
}

/** What the database says the live carts hold of the hot number, and what would break the rules. */
async function holdings(app: FastifyInstance, store: TestStore) {
  const now = clock.now().toISOString();
  const [live] = await queryRows<{ held: number; distinct_held: number }>(
    app.db,
    sql`SELECT count(*)::int AS held, count(DISTINCT t.id)::int AS distinct_held
        FROM tickets t JOIN carts c ON c.id = t.cart_id
        WHERE t.store_id = ${store.store.id} AND t.number = ${Number(HOT)}
          AND t.sold_at IS NULL AND t.order_id IS NULL AND t.held_until > ${now}::timestamptz
          AND c.closed_at IS NULL AND c.expires_at > ${now}::timestamptz`,
  );
  // A hold that outlives its cart (closed, or held past the cart's end) would be a leak.
  const [leaks] = await queryRows<{ n: number }>(
    app.db,
    sql`SELECT count(*)::int AS n FROM tickets t LEFT JOIN carts c ON c.id = t.cart_id
        WHERE t.store_id = ${store.store.id} AND t.held_until > ${now}::timestamptz
          AND (c.id IS NULL OR c.closed_at IS NOT NULL OR t.held_until <> c.expires_at)`,
  );
  return { ...live!, leaks: leaks!.n };
}

/**
 * The same, as the members see it: the sum over the carts the API answers with. Every cart that
 * holds tickets is asked, and a rotating fifth of the others (all of them over five waves), which
 * must answer with none of the hot number.
 */
async function quantitiesSeenByMembers(app: FastifyInstance, buyers: Buyer[], wave: number): Promise<number> {
  const now = clock.now().toISOString();
  const holders = new Set(
    (
      await queryRows<{ cart_id: string }>(
        app.db,
        sql`SELECT DISTINCT cart_id FROM tickets WHERE cart_id IS NOT NULL AND held_until > ${now}::timestamptz`,
      )
    ).map((row) => row.cart_id),
  );
  const asked = buyers.filter(
    (buyer, i) => buyer.cartId && (holders.has(buyer.cartId) || i % 5 === wave % 5),
  );
  const answers = await Promise.all(
    asked.map((buyer) =>
      app.inject({ method: 'GET', url: `/public/v2/carts/${buyer.cartId}`, headers: buyer.headers }),
    ),
  );
  let total = 0;
  for (const answer of answers) {
    expect([200, 404, 410]).toContain(answer.statusCode);
    if (answer.statusCode !== 200) continue;
    for (const item of answer.json().data as { number: string; quantity: number }[])
      if (item.number === HOT) total += item.quantity;
  }
  return total;
}

test(`${BUYERS} buyers, ${SUPPLY} tickets, ${WAVES * BUYERS} attempts with expiry: never more than exist, never twice`, async () => {
  if (!app) return;
  const started = Date.now();
  const store = await createTestStore(app.db, { now: TEST_NOW, numbers: [HOT], copies: SUPPLY });
  // Other numbers of the same store, so the statement has to find the hot one among neighbours.
  await app.db.insert(tickets).values(
    [424241, 424243].flatMap((number) =>
      Array.from({ length: 50 }, (_, i) => ({
        draw_id: store.drawId,
        store_id: store.store.id,
        number,
        set_no: i + 1,
        price: 100,
      })),
    ),
  );
  const members = await createTokenMembers(app.db, app.config, TEST_NOW, BUYERS);
  const buyers: Buyer[] = members.map((member) => ({ ...member, cartId: undefined, cartEndsAt: 0 }));
  const tally: Tally = { attempts: 0, reserved: 0, byStatus: {} };
  let reTakenAfterFreed = 0;
  let scrambleWaves = 0;

  const count = (response: LightMyRequestResponse) => {
    tally.byStatus[response.statusCode] = (tally.byStatus[response.statusCode] ?? 0) + 1;
    expect(response.statusCode).toBeLessThan(500);
  };

  for (let wave = 0; wave < WAVES; wave += 1) {
    // Halfway through the run a whole window passes at once: every hold has run out, and the
    // full-demand wave that follows must take all of them again.
    const waveStart = wave * STEP_MS + (wave >= WAVES / 2 ? WINDOW_SECONDS * 1000 : 0);
    clock.set(at(waveStart));
    const before = await holdings(app, store);
    if (wave === WAVES / 2) expect(before.held).toBe(0);
    await Promise.all(buyers.map((buyer) => ensureCart(app!, store, buyer)));

    // Even waves: everyone asks for one ticket at once; the only change is what expired.
    // Odd waves: 1–3 tickets each, some give back or delete their cart meanwhile. Half the buyers
    // start at once; when half of those have answered, the clock jumps 5 s and the other half
    // starts, so holds end while requests that read the old time are still in flight.
    const scramble = wave % 2 === 0;
    let answered = 0;
    let jump = () => {};
    const jumped = new Promise<void>((resolve) => {
      jump = resolve;
    });
    const answers = await Promise.all(
      buyers.map(async (buyer, i) => {
        if (!scramble && i % 2 === 1) await jumped;
        const quantity = scramble ? 1 : 1 + ((i + wave) % 3);
        const add = app!.inject({
          method: 'POST',
          url: `/public/v2/carts/${buyer.cartId}/items`,
          headers: buyer.headers,
          payload: { number: HOT, quantity },
        });
        const side =
          scramble || (i + wave) % 10 > 2
            ? undefined
            : (i + wave) % 10 === 0
              ? deleteCart(buyer)
              : app!.inject({
                  method: 'DELETE',
                  url: `/public/v2/carts/${buyer.cartId}/items/${HOT}?quantity=1`,
                  headers: buyer.headers,
                });
        const [response, sideResponse] = await Promise.all([add, side]);
        answered += 1;
        if (!scramble && answered === BUYERS / 4) {
          clock.set(at(waveStart + STEP_MS / 2));
          jump();
        }
        if (sideResponse) count(sideResponse);
        count(response);
        tally.attempts += 1;
        if (response.statusCode === 200) tally.reserved += quantity;
        else expect([404, 409, 410]).toContain(response.statusCode);
        return response;
      }),
    );

    const after = await holdings(app, store);
    expect(after.held).toBeLessThanOrEqual(SUPPLY);
    expect(after.distinct_held).toBe(after.held);
    expect(after.leaks).toBe(0);
    expect(await quantitiesSeenByMembers(app, buyers, wave)).toBe(after.held);
    if (scramble) {
      // Demand (500) far exceeds supply (20): every free ticket, including the expired ones, is
      // taken, and exactly as many requests succeeded as tickets were free before the wave.
      scrambleWaves += 1;
      expect(after.held).toBe(SUPPLY);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(SUPPLY - before.held);
      if (wave > 0) reTakenAfterFreed += SUPPLY - before.held;
    }
  }

  expect(tally.attempts).toBeGreaterThanOrEqual(10_000);
  expect(scrambleWaves).toBe(WAVES / 2);
  // Holds did run out and were taken again along the way, some while requests were in flight.
  expect(reTakenAfterFreed).toBeGreaterThanOrEqual(SUPPLY);
  expect(tally.byStatus[410] ?? 0).toBeGreaterThan(0);
  console.warn(
    `carts race: ${tally.attempts} attempts by ${BUYERS} buyers for ${SUPPLY} tickets in ${Date.now() - started} ms; ` +
      `${tally.reserved} tickets reserved over time (${reTakenAfterFreed} expired or given back, then re-taken in full-demand waves); ` +
      `answers ${JSON.stringify(tally.byStatus)}`,
  );
});
