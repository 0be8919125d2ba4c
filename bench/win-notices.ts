// Win notices after a draw: 1,000,000 sold tickets in 200,000 safes (one ordered order of five
// tickets per member) with exactly 5,000 winning members, on the PostgreSQL server. Every member
// has linked LINE and follows the Official Account (a LINE stand-in in this process). The draw's
// result is stored the way the admin import stores it (`storeGloResult`, notices after the
// answer); the clock runs until all 5,000 `win` notices are stored and queued (one transaction),
// then until the API processes' workers (BENCH_API_WORKERS, default 2) have pushed all 5,000 to
// the stand-in. A second import of the same result must add and push none.
//   npx tsx bench/win-notices.ts [--members 200000] [--winners 5000] [--explain]
// The schema `bench_win_notices` is made, filled with set-based SQL and dropped each run
// (BENCH_KEEP_SCHEMA=1 keeps it). Goals: every notice queued ≤ 60 s after the import starts, and
// delivered ≤ 5 minutes after it.
import { sql } from 'drizzle-orm';
import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import { checkTicket } from '@chokdee/shared-contract/rules/prize';
import { queryRows } from '../api/src/lottery-sales/cart-sql';
import { migrateDatabase } from '../api/src/db/migrate';
import type { Executor } from '../api/src/db/client';
import { storeGloResult } from '../api/src/results/glo-importer';
import { candidateFilter, candidateNumbers } from '../api/src/results/win-candidates';
import { startFakeLineProvider, type FakeLineProvider } from '../api/src/testing/fake-line-provider';
import { startApiOnPostgres } from './lib/api-on-postgres';
import { dropSchema, openPool, resetSchema, schemaUrl } from './lib/postgres-schema';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 && args[at + 1] ? args[at + 1]! : fallback;
};
const MEMBERS = Number(option('members', '200000'));
const WINNERS = Number(option('winners', '5000'));
const TICKETS_PER_MEMBER = 5;
const SCHEMA = 'bench_win_notices';
const DRAW_DATE = '2026-12-16';
const NOW = new Date('2026-12-16T09:30:00.000Z');
const GOAL_MS = 60_000;
const DELIVERY_GOAL_MS = 5 * 60_000;
const PORT = Number(process.env.BENCH_PORT ?? 5140);
const WORKERS = Number(process.env.BENCH_API_WORKERS ?? 2);
const LINE_CLIENT = { clientId: 'bench-line-client', clientSecret: 'bench-line-secret' };
const pad6 = (n: number) => String(n).padStart(6, '0');
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => pad6(from + i));

/**
 * Every six-digit prize is ≥ 900000, the front three are 950 and 960, and the last three and last
 * two all end in 99. A losing ticket is below 900000 and never ends in 99, so it can match nothing.
 */
const RESULT: LotteryResult = {
  draw_date: DRAW_DATE,
  slug: DRAW_DATE,
  first: '900001',
  adjacent_first: ['900000', '900002'],
  second: range(900010, 5),
  third: range(900020, 10),
  fourth: range(900100, 50),
  fifth: range(900200, 100),
  front3: ['950', '960'],
  last3: ['199', '399'],
  last2: '99',
};

/** The winning number of winner k: one of each six-digit tier and a front three, then last two. */
const WINNING_SQL = `CASE k WHEN 0 THEN 900001 WHEN 1 THEN 900000 WHEN 2 THEN 900010 WHEN 3 THEN 900020
  WHEN 4 THEN 900100 WHEN 5 THEN 900200 WHEN 6 THEN 950123 ELSE (k * 100 + 99) % 900000 END`;
/** A losing number for ticket t: below 900000, never ending in 99. */
const LOSING_SQL = `((t::bigint * 7919) % 900000 - CASE WHEN (t::bigint * 7919) % 900000 % 100 = 99 THEN 1 ELSE 0 END)`;

const ms = (from: number) => Math.round(performance.now() - from);

/** Members, one dealer's store, the draw, and per member one ordered order of five sold tickets. */
async function generate(db: Executor): Promise<number> {
  const spread = Math.floor(MEMBERS / WINNERS);
  await db.execute(
    sql.raw(`
    INSERT INTO lottery_draws (draw_date, sale_start_at, sale_end_at, is_sale_open)
    VALUES ('${DRAW_DATE}', '2026-12-01T09:00:00Z', '2026-12-16T07:00:00Z', false);
    INSERT INTO users (id, ref, name, lastname, login_provider, date_of_birth, verified_otp_id, scope)
    OVERRIDING SYSTEM VALUE VALUES (1, 'bench-dealer', 'ร้านทดสอบ', '', 'local', '1980-01-01', 0, ARRAY['dealer']);
    INSERT INTO stores (id, code, owner_user_id, name, verify_status, enable_random_number,
      payment_bank_code, payment_account_number, payment_account_name)
    OVERRIDING SYSTEM VALUE VALUES (1, 'bench-store', 1, 'ร้านทดสอบ', 'approved', true, 'KBANK', '1234567890', 'ร้านทดสอบ');
    INSERT INTO users (id, ref, name, lastname, login_provider, date_of_birth, verified_otp_id, scope)
    OVERRIDING SYSTEM VALUE
    SELECT 10 + m, 'bench-member-' || m, 'สมาชิก', m::text, 'local', '1990-01-01', 0, ARRAY['member']
    FROM generate_series(0, ${MEMBERS - 1}) AS m;
    INSERT INTO orders (id, code, user_id, store_id, draw_id, cart_id, channel, status, member_name,
      ticket_count, total_amount, pay_before, confirmed_at)
    OVERRIDING SYSTEM VALUE
    SELECT 1 + m, 'BENCH-' || m, 10 + m, 1, (SELECT id FROM lottery_draws WHERE draw_date = '${DRAW_DATE}'),
      ('00000000-0000-4000-8000-' || lpad(m::text, 12, '0'))::uuid, 'web', 'ordered', 'สมาชิก ' || m,
      ${TICKETS_PER_MEMBER}, ${TICKETS_PER_MEMBER * 80}, '2026-12-10T00:00:00Z', '2026-12-10T00:00:00Z'
    FROM generate_series(0, ${MEMBERS - 1}) AS m;
    CREATE TEMP TABLE bench_numbers AS
    SELECT t, t / ${TICKETS_PER_MEMBER} AS m,
      CASE WHEN t % ${TICKETS_PER_MEMBER} = 0 AND (t / ${TICKETS_PER_MEMBER}) % ${spread} = 0
             AND (t / ${TICKETS_PER_MEMBER}) / ${spread} < ${WINNERS}
        THEN (SELECT ${WINNING_SQL} FROM (SELECT (t / ${TICKETS_PER_MEMBER}) / ${spread} AS k) AS w)
        ELSE ${LOSING_SQL} END AS number
    FROM generate_series(0, ${MEMBERS * TICKETS_PER_MEMBER - 1}) AS t;
    INSERT INTO tickets (id, draw_id, store_id, number, set_no, price, order_id, sold_at)
    OVERRIDING SYSTEM VALUE
    SELECT 1 + t, (SELECT id FROM lottery_draws WHERE draw_date = '${DRAW_DATE}'), 1, number,
      1 + t % ${TICKETS_PER_MEMBER}, 80, 1 + m, '2026-12-10T00:00:00Z'
    FROM bench_numbers;
    INSERT INTO order_items (id, order_id, ticket_id, number, set_no, price)
    OVERRIDING SYSTEM VALUE
    SELECT 1 + t, 1 + m, 1 + t, number, 1 + t % ${TICKETS_PER_MEMBER}, 80 FROM bench_numbers;
    DROP TABLE bench_numbers;
    ANALYZE users; ANALYZE orders; ANALYZE tickets; ANALYZE order_items;
  `),
  );
  const [draw] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM lottery_draws WHERE draw_date = ${DRAW_DATE}`,
  );
  return draw!.id;
}

/** The members the kernel itself says win (a check of the generator, over every ticket). */
async function kernelWinners(db: Executor): Promise<number> {
  const rows = await queryRows<{ user_id: number; number: number }>(
    db,
    sql`SELECT o.user_id, i.number FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.number >= 900000 OR i.number % 100 = 99`,
  );
  const all = await queryRows<{ n: string }>(
    db,
    sql`SELECT count(*) AS n FROM order_items WHERE number % 100 <> 99 AND number < 900000`,
  );
  const losersChecked = Number(all[0]!.n);
  const winners = new Set(
    rows.filter((row) => checkTicket(RESULT, pad6(row.number)).length > 0).map((row) => row.user_id),
  );
  if (losersChecked + rows.length !== MEMBERS * TICKETS_PER_MEMBER) throw new Error('tickets went missing');
  return winners.size;
}

async function winNoticeCount(db: Executor, drawId: number): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql`SELECT count(*) AS n FROM member_notices WHERE kind = 'win' AND event_key = ${`win:${drawId}`}`,
  );
  return Number(row!.n);
}

/** The LINE account of a member: one each, as LINE Login would have linked it. */
const lineUserIdOf = (userId: number) => `U${userId.toString(16).padStart(32, '0')}`;

/** Every member links LINE and follows the Official Account (in the stand-in too, without webhooks). */
async function linkLine(db: Executor, line: FakeLineProvider): Promise<void> {
  await db.execute(
    sql.raw(`UPDATE users SET line_user_id = 'U' || lpad(to_hex(id), 32, '0'),
      is_follow_line_notification = true WHERE id >= 10`),
  );
  for (let m = 0; m < MEMBERS; m += 1) await line.messaging.follow(lineUserIdOf(10 + m), { webhook: false });
}

/** Fan-out jobs in the queue for the draw's win notices (queued with them, in their transaction). */
async function queuedFanouts(db: Executor, drawId: number): Promise<number> {
  const [row] = await queryRows<{ n: string }>(
    db,
    sql.raw(`SELECT count(*) AS n FROM ${SCHEMA}_pgboss.job j JOIN member_notices n
      ON n.id = (j.data->>'noticeId')::int
      WHERE j.name = 'notice-fanout' AND n.event_key = 'win:${drawId}'`),
  );
  return Number(row!.n);
}

/** How the deliveries ended, by state (`notice_deliveries`). */
async function deliveryStates(db: Executor): Promise<string> {
  const rows = await queryRows<{ state: string; n: string }>(
    db,
    sql`SELECT state, count(*) AS n FROM notice_deliveries GROUP BY state ORDER BY state`,
  );
  return rows.map((row) => `${row.state} ${row.n}`).join(', ') || 'none';
}

async function explainCandidates(db: Executor, drawId: number): Promise<void> {
  const filter = candidateFilter(sql.raw('i.number'), candidateNumbers(RESULT));
  const plan = await queryRows<{ 'QUERY PLAN': string }>(
    db,
    sql`EXPLAIN (ANALYZE, BUFFERS) SELECT i.ticket_id, i.number, o.id, o.user_id FROM order_items i
      JOIN orders o ON o.id = i.order_id LEFT JOIN ticket_wins w ON w.ticket_id = i.ticket_id
      WHERE o.draw_id = ${drawId} AND o.status = 'ordered' AND w.id IS NULL AND ${filter}`,
  );
  console.log(`\ncandidate query:\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`);
  const untold = await queryRows<{ 'QUERY PLAN': string }>(
    db,
    sql`EXPLAIN (ANALYZE, BUFFERS) SELECT w.user_id, w.number FROM ticket_wins w WHERE w.draw_id = ${drawId}
      AND NOT EXISTS (SELECT 1 FROM member_notices n WHERE n.user_id = w.user_id AND n.event_key = ${`win:${drawId}`})`,
  );
  console.log(`\nuntold winners query:\n${untold.map((r) => r['QUERY PLAN']).join('\n')}`);
}

async function main() {
  await resetSchema(SCHEMA);
  const handle = openPool(schemaUrl(SCHEMA), 10);
  const line = await startFakeLineProvider(LINE_CLIENT);
  let api: Awaited<ReturnType<typeof startApiOnPostgres>> | undefined;
  try {
    await migrateDatabase(handle);
    const db = handle.db;

    let started = performance.now();
    const drawId = await generate(db);
    await linkLine(db, line);
    const generationMs = ms(started);
    const expected = await kernelWinners(db);
    console.log(
      `generated ${MEMBERS.toLocaleString('en')} safes, ${(MEMBERS * TICKETS_PER_MEMBER).toLocaleString('en')} sold tickets, every member on LINE, in ${generationMs} ms; the kernel finds ${expected} winning members`,
    );
    if (expected !== WINNERS)
      throw new Error(`expected ${WINNERS} winning members, the kernel finds ${expected}`);

    // The API processes install the notice queue beside the schema and deliver from it.
    api = await startApiOnPostgres({
      schema: SCHEMA,
      port: PORT,
      workers: WORKERS,
      keepSchema: true,
      env: {
        LINE_CLIENT_ID: LINE_CLIENT.clientId,
        LINE_CLIENT_SECRET: LINE_CLIENT.clientSecret,
        LINE_AUTHORIZE_URL: line.authorizeUrl,
        LINE_TOKEN_URL: line.tokenUrl,
        LINE_PROFILE_URL: line.profileUrl,
        LINE_MESSAGING_CHANNEL_ACCESS_TOKEN: line.channelAccessToken,
        LINE_MESSAGING_CHANNEL_SECRET: line.channelSecret,
        LINE_MESSAGING_API_URL: line.messagingApiUrl,
      },
    });
    console.log(`API on PostgreSQL: ${WORKERS} processes, each delivering`);

    const warnings: unknown[] = [];
    const log = { info: () => undefined, warn: (details: unknown) => void warnings.push(details) };
    started = performance.now();
    const startedAt = Date.now();
    const report = await storeGloResult(db, RESULT, { now: NOW, log, winNotices: 'after-answer' });
    const answeredMs = ms(started);
    let told = 0;
    while ((told = await winNoticeCount(db, drawId)) < expected) {
      if (performance.now() - started > 5 * GOAL_MS) break;
      if (warnings.length > 0) throw new Error(`win notices failed: ${JSON.stringify(warnings)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const allStoredMs = ms(started);
    const queued = await queuedFanouts(db, drawId);
    while (line.messaging.pushCount() < expected && performance.now() - started < 2 * DELIVERY_GOAL_MS)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const deliveredMs = ms(started);
    const pushed = line.messaging.pushCount();
    const [spread] = await queryRows<{ p50: number }>(
      db,
      sql`SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM created_at) * 1000 - ${startedAt}) AS p50
        FROM member_notices WHERE event_key = ${`win:${drawId}`}`,
    );

    started = performance.now();
    const again = await storeGloResult(db, RESULT, { now: NOW, log, winNotices: 'wait' });
    const againMs = ms(started);
    const toldAfter = await winNoticeCount(db, drawId);
    // Anything the second import queued would reach the stand-in within a few polls.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    const pushedAfter = line.messaging.pushCount();

    if (flag('explain')) await explainCandidates(db, drawId);

    console.log(
      `\nimport (result stored, ${report.wins_recorded} wins recorded, answered): ${answeredMs} ms`,
    );
    console.log(
      `import → win notices stored and queued: p50 ${Math.round(spread!.p50)} ms, p100 ${allStoredMs} ms`,
    );
    console.log(`win notices: ${told} (members with a win: ${expected}), fan-out jobs queued: ${queued}`);
    console.log(
      `import → pushed to LINE (stand-in): ${pushed} of ${expected} in ${deliveredMs} ms; deliveries: ${await deliveryStates(db)}`,
    );
    console.log(
      `second import: ${again.outcome}, ${again.wins_recorded} wins, ${toldAfter - told} notices and ${pushedAfter - pushed} pushes added (${againMs} ms)`,
    );
    const queuedMet = told === expected && queued === expected && allStoredMs <= GOAL_MS;
    const deliveredMet = pushed === expected && deliveredMs <= DELIVERY_GOAL_MS;
    const onceMet = toldAfter === told && again.wins_recorded === 0 && pushedAfter === pushed;
    console.log(
      `\ngoal: all ${expected} queued ≤ ${GOAL_MS / 1000} s: ${queuedMet ? 'met' : 'NOT met'}; ` +
        `delivered ≤ ${DELIVERY_GOAL_MS / 60_000} min: ${deliveredMet ? 'met' : 'NOT met'}; ` +
        `none again: ${onceMet ? 'met' : 'NOT met'}`,
    );
    if (!queuedMet || !deliveredMet || !onceMet) process.exitCode = 1;
  } finally {
    await api?.stop();
    await line.close();
    await handle.close();
    await dropSchema(SCHEMA);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
