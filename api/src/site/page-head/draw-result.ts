import { formatThaiDateLong } from '@chokdee/shared-contract/format/date';
import { isCalendarDate } from '@chokdee/shared-contract/validation/calendar-date';
import type { Executor } from '#api/db/client';
import { listResults } from '#api/results/lottery-results-repository';

export type DrawResult = Awaited<ReturnType<typeof listResults>>['rows'][number];

/**
 * The results of the draw on `drawDate` (the slug of a draw's page, `YYYY-MM-DD`), or of the
 * latest drawn draw without one; undefined when there are none. A slug that names no calendar
 * day is never sent to the database.
 */
export async function findDrawResult(db: Executor, drawDate?: string): Promise<DrawResult | undefined> {
  if (drawDate !== undefined && !isCalendarDate(drawDate)) return undefined;
  const page = await listResults(db, { page: 1, per_page: 1, ...(drawDate ? { draw_date: drawDate } : {}) });
  return page.rows[0];
}

/** 'งวด 16 ธันวาคม 2569' (Buddhist era, Thai month). */
export const drawName = (result: Pick<DrawResult, 'draw_date'>) =>
  `งวด ${formatThaiDateLong(result.draw_date)}`;

/** The numbers a searcher looks for, in one sentence: first prize, front and back threes, last two. */
export function drawNumbersText(result: DrawResult): string {
  return [
    `รางวัลที่ 1 ${result.first}`,
    `เลขหน้า 3 ตัว ${result.front3.join(' ')}`,
    `เลขท้าย 3 ตัว ${result.last3.join(' ')}`,
    `เลขท้าย 2 ตัว ${result.last2}`,
  ].join(' ');
}
