import { and, eq, sql } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { saleWindow } from '#api/lib/draw-schedule';
import { memberNotices } from '#api/notices/notices-tables';
import { appOnPostgres } from '#api/test/app-on-postgres';
import { TEST_NOW } from '#api/test/build-test-app';
import { createOwnedTickets } from '#api/test/cart-fixtures';
import { registerMember } from '#api/test/member-session';
import { createTestStore } from '#api/test/store-fixtures';
import { toLotteryResult } from './glo-answer';
import { lotteryDraws } from './results-tables';
import { saveDrawResult } from './save-draw-result';
import { recordWins } from './win-check';
import { sendPendingWinNotices, sendWinNotices } from './win-notices';

/**
 * On a real PostgreSQL server, the import's after-answer send, a second process's and the
 * schedule's sweep telling the same draw at once: each winner gets exactly one notice.
 * REQUIRE_PG=1 makes "not reachable" a failure.
 */

jest.setTimeout(60_000);

const { testOnPostgres } = appOnPostgres('win_notices');
const FIXTURE = readFileSync(path.join(__dirname, '__fixtures__', 'glo-latest-2026-09-01.json'), 'utf8');
const WINNERS = 12;

testOnPostgres('three senders at once tell each winner exactly once', async (app) => {
  const drawDate = '2026-11-16';
  await app.db
    .insert(lotteryDraws)
    .values({ draw_date: drawDate, ...saleWindow(drawDate, '2026-11-01') })
    .onConflictDoNothing({ target: lotteryDraws.draw_date });
  const [draw] = await app.db.select().from(lotteryDraws).where(eq(lotteryDraws.draw_date, drawDate));
  const shop = await createTestStore(app.db, { now: TEST_NOW });
  const members: number[] = [];
  for (let i = 0; i < WINNERS; i += 1) {
    const member = await registerMember(app);
    members.push(member.userId);
    // last2 04 (and a losing ticket).
    await createOwnedTickets(app.db, {
      userId: member.userId,
      storeId: shop.store.id,
      drawId: draw!.id,
      numbers: [`9${String(i).padStart(3, '0')}04`, '999999'],
      now: TEST_NOW,
    });
  }
  const result = { ...toLotteryResult(JSON.parse(FIXTURE)), draw_date: drawDate, slug: drawDate };
  await app.db.transaction(async (tx) => {
    await saveDrawResult(tx, result, 'test', TEST_NOW);
    await recordWins(tx, { drawId: draw!.id });
  });

  const told = await Promise.all([
    sendWinNotices(app.db, draw!.id),
    sendWinNotices(app.db, draw!.id),
    sendPendingWinNotices(app.db, TEST_NOW),
  ]);
  expect(told.reduce((sum, n) => sum + n, 0)).toBe(WINNERS);
  const perMember = await app.db
    .select({ user_id: memberNotices.user_id, n: sql<number>`count(*)::int` })
    .from(memberNotices)
    .where(and(eq(memberNotices.kind, 'win'), eq(memberNotices.event_key, `win:${draw!.id}`)))
    .groupBy(memberNotices.user_id);
  expect(perMember).toHaveLength(WINNERS);
  expect(perMember.every((row) => row.n === 1)).toBe(true);
});
