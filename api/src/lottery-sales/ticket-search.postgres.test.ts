import { matchesPattern } from '@chokdee/shared-contract/rules/ticket-pattern';
import { TicketSearchResultSchema } from '@chokdee/shared-contract/schemas/ticket-search';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { seedDatabase } from '#api/db/seed/seed-database';
import { FIRST_DEMO_DEALER } from '#api/db/seed/store-catalogue';
import { TEST_NOW } from '#api/test/build-test-app';

/**
 * The demo seed and the number search on a real PostgreSQL server (the bulk insert, VACUUM and
 * the search SQL must behave as on PGlite). Same rules as `db/client.postgres.test.ts`: the local
 * server when it answers, REQUIRE_PG=1 makes "not reachable" a failure; a schema of its own.
 */

jest.setTimeout(120_000);
const { testOnPostgres } = appOnPostgres('ticket_search');

const ticketTotal = async (app: FastifyInstance) =>
  (
    (await app.db.execute(sql`SELECT count(*)::int AS n FROM tickets`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

testOnPostgres('the start seeded the demo stores and their tickets once', async (app) => {
  expect(await ticketTotal(app)).toBe(app.config.inventory.seedTicketCount);
  await seedDatabase(app.db, {
    seedDataFile: app.config.seedDataFile,
    now: TEST_NOW,
    demo: true,
    ticketCount: 20_000,
  });
  expect(await ticketTotal(app)).toBe(app.config.inventory.seedTicketCount);
  const store = await app.inject({ method: 'GET', url: `/public/bos/v1/store/${FIRST_DEMO_DEALER.ref}` });
  expect(store.json().data).toMatchObject({ code: FIRST_DEMO_DEALER.storeCode, available_count: 4800 });
});

testOnPostgres(
  'every kind of pattern finds what a brute-force filter finds, across stores and in one',
  async (app) => {
    const result = (await app.db.execute(sql`
    SELECT lpad(t.number::text, 6, '0') AS number, s.code AS store_code, count(*)::int AS available
    FROM tickets t JOIN stores s ON s.id = t.store_id
    WHERE t.sold_at IS NULL AND s.is_open AND NOT s.is_sold_out
    GROUP BY t.number, s.id, s.code ORDER BY t.number, s.id`)) as unknown as {
      rows: { number: string; store_code: string; available: number }[];
    };
    for (const pattern of [
      '123456',
      FIRST_DEMO_DEALER.bigSet,
      '123___',
      '___456',
      '____56',
      '__12__',
      '_____7',
      '1_3_5_',
      '1____5',
    ]) {
      for (const store of [undefined, FIRST_DEMO_DEALER.storeCode]) {
        const expected = result.rows.filter(
          (row) => matchesPattern(row.number, pattern) && (!store || row.store_code === store),
        );
        const response = await app.inject({
          method: 'GET',
          url: `/public/v2/lotteries/search?pattern=${pattern}&limit=50${store ? `&store=${store}` : ''}`,
        });
        const { data, meta } = TicketSearchResultSchema.parse(response.json());
        expect(data.map(({ number, store_code, available }) => ({ number, store_code, available }))).toEqual(
          expected.slice(0, 50),
        );
        expect(meta.has_more).toBe(expected.length > 50);
      }
    }
  },
);
