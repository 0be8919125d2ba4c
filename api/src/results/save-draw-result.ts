import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '#api/db/client';
import { lotteryDraws, lotteryResults, type LotteryResultRow } from './results-tables';
import { previousScheduledDrawDate, saleWindow } from '#api/lib/draw-schedule';

export type SaveOutcome = 'inserted' | 'updated' | 'unchanged';

const TIERS = [
  'first',
  'adjacent_first',
  'second',
  'third',
  'fourth',
  'fifth',
  'front3',
  'last3',
  'last2',
] as const;

type Numbers = Pick<LotteryResultRow, (typeof TIERS)[number]>;

/** Each tier as a set: a source may list the same numbers in another order. */
function sameNumbers(a: Numbers, b: Numbers): boolean {
  const key = (value: string | string[]) => (Array.isArray(value) ? [...value].sort().join(',') : value);
  return TIERS.every((tier) => key(a[tier]) === key(b[tier]));
}

function numbersOf(result: LotteryResult): Numbers {
  const { first, adjacent_first, second, third, fourth, fifth, front3, last3, last2 } = result;
  return { first, adjacent_first, second, third, fourth, fifth, front3, last3, last2 };
}

/**
 * The draw row of `drawDate`; made when missing (GLO sometimes moves a draw day) as a past draw,
 * not on sale, whose window starts at the draw before it.
 */
async function ensureDraw(db: Executor, drawDate: string): Promise<{ id: number; created: boolean }> {
  const [before] = await db
    .select({ draw_date: lotteryDraws.draw_date })
    .from(lotteryDraws)
    .where(lt(lotteryDraws.draw_date, drawDate))
    .orderBy(desc(lotteryDraws.draw_date))
    .limit(1);
  const previous = before?.draw_date ?? previousScheduledDrawDate(drawDate);
  const [inserted] = await db
    .insert(lotteryDraws)
    .values({ draw_date: drawDate, ...saleWindow(drawDate, previous), is_sale_open: false })
    .onConflictDoNothing({ target: lotteryDraws.draw_date })
    .returning({ id: lotteryDraws.id });
  if (inserted) return { id: inserted.id, created: true };
  const [found] = await db
    .select({ id: lotteryDraws.id })
    .from(lotteryDraws)
    .where(eq(lotteryDraws.draw_date, drawDate));
  if (!found) throw new Error(`draw ${drawDate} was neither inserted nor found`);
  return { id: found.id, created: false };
}

export interface SavedResult {
  drawId: number;
  drawCreated: boolean;
  outcome: SaveOutcome;
  /** The numbers replaced by an update (for the log). */
  previous: Numbers | null;
}

/**
 * Stores one draw's result idempotently: the same numbers again change nothing; different numbers
 * for a draw that has a result replace them (an official correction). Run it in a transaction.
 */
export async function saveDrawResult(
  db: Executor,
  result: LotteryResult,
  source: string,
  now: Date,
): Promise<SavedResult> {
  const draw = await ensureDraw(db, result.draw_date);
  const numbers = numbersOf(result);
  const [inserted] = await db
    .insert(lotteryResults)
    .values({ draw_id: draw.id, ...numbers, source, created_at: now, updated_at: now })
    .onConflictDoNothing({ target: lotteryResults.draw_id })
    .returning({ id: lotteryResults.id });
  if (inserted) return { drawId: draw.id, drawCreated: draw.created, outcome: 'inserted', previous: null };

  const [existing] = await db
    .select()
    .from(lotteryResults)
    .where(eq(lotteryResults.draw_id, draw.id))
    .for('update');
  if (!existing) throw new Error(`result of draw ${result.draw_date} vanished`);
  if (sameNumbers(existing, numbers))
    return { drawId: draw.id, drawCreated: draw.created, outcome: 'unchanged', previous: null };
  await db
    .update(lotteryResults)
    // A correction always moves `updated_at` on (even on a clock that did not): it names the
    // result's version, and each version's win notices (`winNoticeKey`).
    .set({
      ...numbers,
      source,
      updated_at: new Date(Math.max(now.getTime(), existing.updated_at.getTime() + 1)),
    })
    .where(and(eq(lotteryResults.id, existing.id), eq(lotteryResults.draw_id, draw.id)));
  return { drawId: draw.id, drawCreated: draw.created, outcome: 'updated', previous: existing };
}
