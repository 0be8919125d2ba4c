import { appPaths } from '@chokdee/shared-contract/app-paths';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Database, Executor } from '#api/db/client';
import { addDays, bangkokDate } from '#api/lib/bangkok-time';
import { memberNotices } from '#api/notices/notices-tables';
import { recordNotice } from '#api/notices/notices-repository';
import { ticketWins } from './ticket-wins-tables';
import { lotteryDraws, lotteryResults } from './results-tables';
import { recordWins } from './win-check';
import { winNoticeText, withdrawnWinNoticeText, type NoticeWin } from './win-notice-text';

/** Members told per transaction: a failure loses little, and no transaction holds locks long. */
const MEMBERS_PER_TRANSACTION = 500;
/** Draws this recent (Bangkok days) are swept for wins nobody was told of yet. */
export const SWEEP_DAYS = 7;

interface ResultVersion {
  drawDate: string;
  /** The key of this version's notices. */
  eventKey: string;
  corrected: boolean;
}

/**
 * A draw's result as told to members. Its first version is `win:<drawId>`; an official
 * correction (`updated_at` moves on, see `saveDrawResult`) is a new event, `win:<drawId>:<ms>`,
 * so every member it concerns hears of it again instead of keeping a stale win.
 */
export async function resultVersion(db: Executor, drawId: number): Promise<ResultVersion | null> {
  const [row] = await db
    .select({
      draw_date: lotteryDraws.draw_date,
      created_at: lotteryResults.created_at,
      updated_at: lotteryResults.updated_at,
    })
    .from(lotteryResults)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryResults.draw_id))
    .where(eq(lotteryResults.draw_id, drawId));
  if (!row) return null;
  const corrected = row.updated_at.getTime() > row.created_at.getTime();
  return {
    drawDate: row.draw_date,
    eventKey: corrected ? `win:${drawId}:${row.updated_at.getTime()}` : `win:${drawId}`,
    corrected,
  };
}

/** The draw's recorded wins of members not told of this result version yet, by member. */
async function untoldWins(db: Executor, drawId: number, eventKey: string): Promise<Map<number, NoticeWin[]>> {
  const rows = await db
    .select({
      user_id: ticketWins.user_id,
      number: ticketWins.number,
      prizes: ticketWins.prizes,
      amount: ticketWins.amount,
    })
    .from(ticketWins)
    .where(
      and(
        eq(ticketWins.draw_id, drawId),
        sql`not exists (select 1 from ${memberNotices} where ${memberNotices.user_id} = ${ticketWins.user_id} and ${memberNotices.event_key} = ${eventKey})`,
      ),
    )
    .orderBy(asc(ticketWins.user_id), asc(ticketWins.number));
  const byMember = new Map<number, NoticeWin[]>();
  for (const { user_id, ...win } of rows) {
    const wins = byMember.get(user_id);
    if (wins) wins.push(win);
    else byMember.set(user_id, [win]);
  }
  return byMember;
}

/**
 * One `win` notice per member with a recorded win of the draw: every winning ticket and the
 * total. Each goes through `recordNotice` (its delivery follows it); told members are skipped
 * (the event key), so a second import, a sweep after a crash or two processes at once tell
 * nobody twice. Returns how many notices were stored.
 */
export async function sendWinNotices(db: Database, drawId: number): Promise<number> {
  const version = await resultVersion(db, drawId);
  if (!version) return 0;
  const members = [...(await untoldWins(db, drawId, version.eventKey))];
  let stored = 0;
  for (let start = 0; start < members.length; start += MEMBERS_PER_TRANSACTION) {
    const chunk = members.slice(start, start + MEMBERS_PER_TRANSACTION);
    stored += await db.transaction(async (tx) => {
      let told = 0;
      for (const [userId, wins] of chunk) {
        const text = winNoticeText(version.drawDate, wins, version.corrected);
        const isNew = await recordNotice(tx, {
          userId,
          kind: 'win',
          eventKey: version.eventKey,
          ...text,
          link: appPaths.safe.getHref(),
        });
        if (isNew) told += 1;
      }
      return told;
    });
  }
  return stored;
}

/**
 * In the correcting transaction: members who were winners before the correction and are not
 * anymore hear that their win is withdrawn (the version's event key: one notice each). Told here
 * because after the commit nobody knows who they were.
 */
export async function withdrawStaleWins(
  tx: Executor,
  drawId: number,
  previousWinners: readonly number[],
): Promise<number> {
  if (previousWinners.length === 0) return 0;
  const version = await resultVersion(tx, drawId);
  if (!version) return 0;
  const stillWinning = new Set(
    (
      await tx
        .select({ user_id: ticketWins.user_id })
        .from(ticketWins)
        .where(eq(ticketWins.draw_id, drawId))
        .groupBy(ticketWins.user_id)
    ).map((row) => row.user_id),
  );
  let told = 0;
  for (const userId of previousWinners) {
    if (stillWinning.has(userId)) continue;
    const isNew = await recordNotice(tx, {
      userId,
      kind: 'win',
      eventKey: version.eventKey,
      ...withdrawnWinNoticeText(version.drawDate),
      link: appPaths.safe.getHref(),
    });
    if (isNew) told += 1;
  }
  return told;
}

/**
 * At start and on each results-schedule tick: the draws of the last `SWEEP_DAYS` days with a
 * result get their wins checked (a slip confirmed after the draw) and every untold winner a
 * notice. What makes the notices durable: a process that stopped after the result committed
 * leaves them to the next run. Older draws are left alone (no notice about a draw long past).
 */
export async function sendPendingWinNotices(db: Database, now: Date): Promise<number> {
  const draws = await db
    .select({ draw_id: lotteryResults.draw_id })
    .from(lotteryResults)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryResults.draw_id))
    .where(gte(lotteryDraws.draw_date, addDays(bangkokDate(now), -SWEEP_DAYS)));
  let stored = 0;
  for (const { draw_id } of draws) {
    await recordWins(db, { drawId: draw_id });
    stored += await sendWinNotices(db, draw_id);
  }
  return stored;
}
