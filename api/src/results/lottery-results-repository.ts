import type { PageMeta } from '@chokdee/shared-contract/schemas/envelope';
import type { LotteryResult, LotteryResultListQuery } from '@chokdee/shared-contract/schemas/lottery-result';
import { count, desc, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { lotteryDraws, lotteryResults, type LotteryResultRow } from './results-tables';

type ResultWithDate = LotteryResultRow & { draw_date: string };

export interface ResultPage {
  rows: ResultWithDate[];
  meta: PageMeta;
}

/** One page of results, newest draw first; an unknown `draw_date` simply matches nothing. */
export async function listResults(db: Executor, query: LotteryResultListQuery): Promise<ResultPage> {
  const filter = query.draw_date ? eq(lotteryDraws.draw_date, query.draw_date) : undefined;
  const [totals] = await db
    .select({ total: count() })
    .from(lotteryResults)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryResults.draw_id))
    .where(filter);
  const total = totals?.total ?? 0;
  const rows = await db
    .select({ ...getTableColumns(lotteryResults), draw_date: lotteryDraws.draw_date })
    .from(lotteryResults)
    .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryResults.draw_id))
    .where(filter)
    .orderBy(desc(lotteryDraws.draw_date))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return {
    rows,
    meta: {
      page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}

export function toLotteryResult(row: ResultWithDate): LotteryResult {
  return {
    draw_date: row.draw_date,
    slug: row.draw_date,
    first: row.first,
    adjacent_first: row.adjacent_first,
    second: row.second,
    third: row.third,
    fourth: row.fourth,
    fifth: row.fifth,
    front3: row.front3,
    last3: row.last3,
    last2: row.last2,
  };
}
