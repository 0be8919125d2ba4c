import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import { z } from 'zod';
import type { Database } from '#api/db/client';
import { GloAnswerError, toLotteryResult } from './glo-answer';
import { publishDrawResult, type PublishOptions } from './publish-draw-result';
import type { SaveOutcome } from './save-draw-result';

export const GLO_SOURCE = 'glo:getLatestLottery';
const TIMEOUT_MS = 15_000;

/** What one import did: answered by the admin call and printed by the script. */
export const ImportReportSchema = z.object({
  draw_date: z.string(),
  outcome: z.enum(['inserted', 'updated', 'unchanged']),
  draw_created: z.boolean(),
  wins_recorded: z.number().int(),
  first: z.string(),
  /** Win notices stored by this import; null when they are being sent after the answer. */
  win_notices: z.number().int().nullable(),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

export interface ImportOptions extends PublishOptions {
  url: string;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
}

/** Thrown when GLO cannot be reached or answers with an HTTP error. */
export class GloUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GloUnavailableError';
  }
}

/**
 * GLO's `getLatestLottery` is a POST with a JSON body (empty: "the latest draw"); the answer's
 * `response` holds the date and every tier.
 */
export async function fetchLatestGloAnswer(options: Pick<ImportOptions, 'url' | 'fetch'>): Promise<unknown> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new GloUnavailableError(`GLO results not reachable at ${options.url}: ${String(error)}`);
  }
  if (!response.ok) throw new GloUnavailableError(`GLO results answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new GloAnswerError('GLO results answer is not JSON');
  }
}

/**
 * Reads the latest result from GLO and stores it (creating the draw when GLO drew on a day we
 * did not plan), idempotently: the same numbers again change nothing; different numbers for a
 * stored draw replace them (logged) and that draw's wins are checked again. Then every owned
 * ticket of the draw is checked and its wins recorded, in the same transaction.
 */
export async function importLatestGloResult(db: Database, options: ImportOptions): Promise<ImportReport> {
  return storeGloResult(db, await fetchLatestGloResult(options), options);
}

/** GLO's latest result, read and checked (GloUnavailableError / GloAnswerError otherwise). */
export async function fetchLatestGloResult(
  options: Pick<ImportOptions, 'url' | 'fetch'>,
): Promise<LotteryResult> {
  return toLotteryResult(await fetchLatestGloAnswer(options));
}

/** Stores a result read from GLO, records the wins of its draw and tells the winners (`publishDrawResult`). */
export async function storeGloResult(
  db: Database,
  result: LotteryResult,
  options: Pick<ImportOptions, 'now' | 'log' | 'limits' | 'winNotices'>,
): Promise<ImportReport> {
  const { saved, wins, winNotices } = await publishDrawResult(db, result, GLO_SOURCE, options);
  if (saved.outcome === 'updated') {
    options.log?.warn(
      { draw_date: result.draw_date, previous_first: saved.previous?.first, first: result.first },
      'GLO changed the result of a stored draw: updated, wins checked again',
    );
  }
  const report: ImportReport = {
    draw_date: result.draw_date,
    outcome: saved.outcome satisfies SaveOutcome,
    draw_created: saved.drawCreated,
    wins_recorded: wins,
    first: result.first,
    win_notices: winNotices,
  };
  options.log?.info(report, 'GLO results imported');
  return report;
}
