import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { SessionLimits } from '#api/config';
import type { Database } from '#api/db/client';
import { setTransactionLimits } from '#api/db/transaction-limits';
import { GloAnswerError, toLotteryResult } from './glo-answer';
import { saveDrawResult, type SaveOutcome } from './save-draw-result';
import { drawWinners, forgetDrawWins, recordWins } from './win-check';
import { sendWinNotices, withdrawStaleWins } from './win-notices';

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

export interface ImportOptions {
  url: string;
  now: Date;
  /** Injected in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** The limits of the storing transaction (the API's maintenance ones: it checks every owned ticket). */
  limits?: SessionLimits;
  /**
   * `after-answer`: the win notices are sent once the result is committed, without holding up
   * the caller (a request); a failure is logged and the next results-schedule sweep sends them.
   * Otherwise (the schedule, the script, tests) the import waits for them.
   */
  winNotices?: 'wait' | 'after-answer';
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

/**
 * Stores a result read from GLO and records the wins of its draw (see `importLatestGloResult`),
 * then tells each winner once (`sendWinNotices`), after the commit: a crash in between leaves the
 * notices to the schedule's sweep (`sendPendingWinNotices`).
 */
export async function storeGloResult(
  db: Database,
  result: LotteryResult,
  options: Pick<ImportOptions, 'now' | 'log' | 'limits' | 'winNotices'>,
): Promise<ImportReport> {
  const stored = await db.transaction(async (tx) => {
    if (options.limits) await setTransactionLimits(tx, options.limits);
    const saved = await saveDrawResult(tx, result, GLO_SOURCE, options.now);
    // An official correction: the wins are checked again, and whoever was told of a win the new
    // numbers do not give hears so now, in this transaction (who they were is gone after it).
    // Everyone who wins under the new numbers gets a new notice (a new event key) afterwards.
    const previousWinners = saved.outcome === 'updated' ? await drawWinners(tx, saved.drawId) : [];
    if (saved.outcome === 'updated') await forgetDrawWins(tx, saved.drawId);
    const wins = await recordWins(tx, { drawId: saved.drawId });
    if (saved.outcome === 'updated') {
      await withdrawStaleWins(tx, saved.drawId, previousWinners);
      options.log?.warn(
        { draw_date: result.draw_date, previous_first: saved.previous?.first, first: result.first },
        'GLO changed the result of a stored draw: updated, wins checked again',
      );
    }
    return { saved, wins };
  });
  let notices: number | null = null;
  if (options.winNotices === 'after-answer') {
    sendWinNotices(db, stored.saved.drawId).then(
      (count) => options.log?.info({ draw_date: result.draw_date, win_notices: count }, 'win notices sent'),
      (error: unknown) =>
        options.log?.warn(
          { err: error, draw_date: result.draw_date },
          'win notices failed; the sweep sends them',
        ),
    );
  } else {
    notices = await sendWinNotices(db, stored.saved.drawId);
  }
  const report: ImportReport = {
    draw_date: result.draw_date,
    outcome: stored.saved.outcome satisfies SaveOutcome,
    draw_created: stored.saved.drawCreated,
    wins_recorded: stored.wins,
    first: result.first,
    win_notices: notices,
  };
  options.log?.info(report, 'GLO results imported');
  return report;
}
