import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { queryRows } from '#api/lottery-sales/cart-sql';
import { staffWithRoles, type StaffLogin } from '#api/staff-access/test/staff-fixtures';
import { registerMember, type MemberSession } from '#api/test/member-session';
import { testConfig, TEST_NOW } from '../test/build-test-app';
import { freshPostgresSchema, postgresSchemaUrl, testSchemaName } from '../test/postgres-server';
import { postNews, submittedProject } from './test/pray-fixtures';

/**
 * Two reviewers deciding the same item at the same instant, on a real PostgreSQL server (PGlite
 * runs one statement at a time): one decision counts, the other is told it was already decided;
 * the author gets one notice and the history one line.
 */
const SCHEMA = testSchemaName('pray_review_races');
const url = postgresSchemaUrl(SCHEMA);
const ROUNDS = 10;

jest.setTimeout(300_000);

let app: FastifyInstance | undefined;
let author: MemberSession;
let reviewers: StaffLogin[] = [];

beforeAll(async () => {
  if (!(await freshPostgresSchema(SCHEMA))) return;
  const database = await openDatabase(url, { poolSize: 10 });
  const config = testConfig({ databaseUrl: url });
  app = await buildApp({
    config: { ...config, inventory: { ...config.inventory, seedTicketCount: 0 } },
    clock: () => TEST_NOW,
    database,
  });
  author = await registerMember(app);
  reviewers = [await staffWithRoles(app, ['reviewer']), await staffWithRoles(app, ['reviewer'])];
});
afterAll(async () => {
  await app?.close();
});

const run = (name: string, body: () => Promise<void>) =>
  test(name, async () => {
    // Without a server the file is skipped (freshPostgresSchema said so, or failed with REQUIRE_PG=1).
    if (app) await body();
  });

/** Both reviewers at once: one POST each, `first` approving and `second` refusing. */
async function together(first: string, second: string, payloads: [object?, object?] = []) {
  const [a, b] = await Promise.all(
    [first, second].map((path, i) =>
      app!.inject({
        method: 'POST',
        url: path,
        headers: reviewers[i]!.headers,
        ...(payloads[i] && { payload: payloads[i] }),
      }),
    ),
  );
  return [a!.statusCode, b!.statusCode].sort();
}

async function countWhere(
  table: 'pray_review_decisions' | 'member_notices',
  column: string,
  value: string | number,
) {
  const [row] = await queryRows<{ n: number }>(
    app!.db,
    sql`SELECT count(*)::int AS n FROM ${sql.raw(table)} WHERE ${sql.raw(column)} = ${value}`,
  );
  return row!.n;
}

run('approve against refuse on one project, ten times: each decided once', async () => {
  for (let i = 0; i < ROUNDS; i += 1) {
    const project = await submittedProject(app!, author, `ขอให้โชคดีรอบที่ ${i + 1}`);
    const at = `/admin/v1/pray/projects/${project.id}`;
    expect(await together(`${at}/approve`, `${at}/reject`, [undefined, { reason: 'ไม่เหมาะสม' }])).toEqual([
      200, 409,
    ]);
    expect(await countWhere('pray_review_decisions', 'project_id', project.id)).toBe(1);
  }
});

run('two reviewers on one piece of news: decided once; hidden once', async () => {
  const project = await submittedProject(app!, author, 'ขอให้ฝนตกต้องตามฤดูกาล');
  await app!.inject({
    method: 'POST',
    url: `/admin/v1/pray/projects/${project.id}/approve`,
    headers: reviewers[0]!.headers,
  });
  for (let i = 0; i < ROUNDS; i += 1) {
    const news = await postNews(app!, author, project.id, `ข่าวรอบที่ ${i + 1}`);
    const at = `/admin/v1/pray/updates/${news}`;
    expect(await together(`${at}/approve`, `${at}/reject`, [undefined, { reason: 'ไม่เหมาะสม' }])).toEqual([
      200, 409,
    ]);
    expect(await countWhere('pray_review_decisions', 'update_id', news)).toBe(1);
    const [row] = await queryRows<{ status: string }>(
      app!.db,
      sql`SELECT status FROM pray_updates WHERE id = ${news}`,
    );
    // Whichever won: approved news is then hidden by both at once, and hidden once.
    if (row!.status === 'published') {
      const hide = { reason: 'ซ่อนไว้ก่อน' };
      expect(await together(`${at}/hide`, `${at}/hide`, [hide, hide])).toEqual([200, 409]);
      expect(await countWhere('pray_review_decisions', 'update_id', news)).toBe(2);
    }
  }
  const [notices] = await queryRows<{ n: number }>(
    app!.db,
    sql`SELECT count(*)::int AS n FROM member_notices WHERE user_id = ${author.userId} AND event_key LIKE 'pray-update:%'`,
  );
  const [lines] = await queryRows<{ n: number }>(
    app!.db,
    sql`SELECT count(*)::int AS n FROM pray_review_decisions WHERE update_id IS NOT NULL AND owner_id = ${author.userId}`,
  );
  expect(notices!.n).toBe(lines!.n);
});
