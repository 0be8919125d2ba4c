import type { LotteryDraw, LotteryDrawListQuery } from '@chokdee/shared-contract/schemas/lottery-draw';
import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { lotteryDraws, lotteryResults, type LotteryDrawRow } from './results-tables';
import { bangkokDate, toBangkokIso } from '#api/lib/bangkok-time';

type DrawWithResultFlag = LotteryDrawRow & { has_results: boolean };

function selectDraws(db: Executor) {
  return db
    .select({
      id: lotteryDraws.id,
      draw_date: lotteryDraws.draw_date,
      sale_start_at: lotteryDraws.sale_start_at,
      sale_end_at: lotteryDraws.sale_end_at,
      is_sale_open: lotteryDraws.is_sale_open,
      created_at: lotteryDraws.created_at,
      updated_at: lotteryDraws.updated_at,
      has_results: sql<boolean>`${lotteryResults.id} IS NOT NULL`.mapWith(Boolean),
    })
    .from(lotteryDraws)
    .leftJoin(lotteryResults, eq(lotteryResults.draw_id, lotteryDraws.id));
}

/**
 * Newest first. `past` = drawn (results in) or its day has gone by; `upcoming` = everything else,
 * i.e. today's draw until its results arrive, and the ones after it.
 */
export async function listDraws(
  db: Executor,
  query: LotteryDrawListQuery,
  now: Date,
): Promise<DrawWithResultFlag[]> {
  const today = bangkokDate(now);
  const past = or(isNotNull(lotteryResults.id), lt(lotteryDraws.draw_date, today));
  const upcoming = and(isNull(lotteryResults.id), gte(lotteryDraws.draw_date, today));
  const filter = query.status === 'past' ? past : query.status === 'upcoming' ? upcoming : undefined;
  return selectDraws(db).where(filter).orderBy(desc(lotteryDraws.draw_date)).limit(query.limit);
}

/** The draw on sale now, or the next one to open: the first whose sale has not ended yet. */
export async function findCurrentDraw(db: Executor, now: Date): Promise<DrawWithResultFlag | undefined> {
  const [draw] = await selectDraws(db)
    .where(gt(lotteryDraws.sale_end_at, now))
    .orderBy(asc(lotteryDraws.sale_end_at), asc(lotteryDraws.draw_date))
    .limit(1);
  return draw;
}

export function toLotteryDraw(row: DrawWithResultFlag): LotteryDraw {
  return {
    id: row.id,
    draw_date: row.draw_date,
    sale_start_date: toBangkokIso(row.sale_start_at),
    sale_end_date: toBangkokIso(row.sale_end_at),
    is_sale_open: row.is_sale_open,
    has_results: row.has_results,
  };
}
