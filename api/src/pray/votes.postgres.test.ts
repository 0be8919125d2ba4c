import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { queryRows } from '#api/lottery-sales/cart-sql';
import { testConfig, TEST_NOW } from '../test/build-test-app';
import { freshPostgresSchema, postgresSchemaUrl, testSchemaName } from '../test/postgres-server';
import { createTokenMembers, type TokenMember } from '../test/token-members';

/**
 * The vote limit on a real PostgreSQL server (PGlite runs one statement at a time): 1,000 members
 * join one project at once through the HTTP layer → exactly +1,000; one member twenty times at once
 * → +1; withdrawals the same way. The counter and the vote rows must agree afterwards.
 */
const SCHEMA = testSchemaName('pray_votes');
const url = postgresSchemaUrl(SCHEMA);
const MEMBERS = 1000;
const POOL_SIZE = 40;

jest.setTimeout(300_000);

let app: FastifyInstance | undefined;
let members: TokenMember[] = [];
let slug = '';
let projectId = 0;

beforeAll(async () => {
  if (!(await freshPostgresSchema(SCHEMA))) return;
  const database = await openDatabase(url, { poolSize: POOL_SIZE });
  const config = testConfig({ databaseUrl: url });
  // No lottery tickets: this file races votes only.
  app = await buildApp({
    config: { ...config, inventory: { ...config.inventory, seedTicketCount: 0 } },
    clock: () => TEST_NOW,
    database,
  });
  members = await createTokenMembers(app.db, config, TEST_NOW, MEMBERS);
  const [project] = await queryRows<{ id: number; slug: string }>(
    app.db,
    sql`SELECT id, slug FROM pray_projects WHERE status = 'published' ORDER BY id LIMIT 1`,
  );
  projectId = project!.id;
  slug = encodeURIComponent(project!.slug);
});
afterAll(async () => {
  await app?.close();
});

async function counts() {
  const [row] = await queryRows<{ counter: number; rows: string }>(
    app!.db,
    sql`SELECT p.supporters_count AS counter,
          (SELECT count(*) FROM pray_votes v WHERE v.project_id = p.id) AS rows
        FROM pray_projects p WHERE p.id = ${projectId}`,
  );
  return { counter: Number(row!.counter), rows: Number(row!.rows) };
}

const vote = (member: TokenMember, method: 'POST' | 'DELETE') =>
  app!.inject({ method, url: `/public/v1/pray/projects/${slug}/vote`, headers: member.headers });

test('1,000 members join at once → exactly 1,000 more; all withdraw at once → back', async () => {
  if (!app) return;
  const before = await counts();
  expect(before.counter).toBe(before.rows);
  const answers = await Promise.all(members.map((m) => vote(m, 'POST')));
  expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(MEMBERS);
  expect(await counts()).toEqual({ counter: before.counter + MEMBERS, rows: before.rows + MEMBERS });
  const withdrawn = await Promise.all(members.map((m) => vote(m, 'DELETE')));
  expect(withdrawn.every((a) => a.statusCode === 200)).toBe(true);
  expect(await counts()).toEqual(before);
});

test('one member twenty times at once → one vote; twenty withdrawals at once → none', async () => {
  if (!app) return;
  const member = members[0]!;
  const before = await counts();
  const joins = await Promise.all(Array.from({ length: 20 }, () => vote(member, 'POST')));
  expect(joins.every((a) => a.statusCode === 200 && a.json().data.voted === true)).toBe(true);
  expect(await counts()).toEqual({ counter: before.counter + 1, rows: before.rows + 1 });
  await Promise.all(Array.from({ length: 20 }, () => vote(member, 'DELETE')));
  expect(await counts()).toEqual(before);
});

test('joins and withdrawals of the same members interleaved: the counter always equals the rows', async () => {
  if (!app) return;
  const some = members.slice(0, 200);
  await Promise.all(
    some.flatMap((m, i) => [vote(m, 'POST'), vote(m, i % 2 ? 'DELETE' : 'POST'), vote(m, 'POST')]),
  );
  const after = await counts();
  expect(after.counter).toBe(after.rows);
});
