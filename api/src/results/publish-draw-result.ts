import type { LotteryResult } from '@chokdee/shared-contract/schemas/lottery-result';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionLimits } from '#api/config';
import type { Database } from '#api/db/client';
import { setTransactionLimits } from '#api/db/transaction-limits';
import { saveDrawResult, type SavedResult } from './save-draw-result';
import { drawWinners, forgetDrawWins, recordWins } from './win-check';
import { sendWinNotices, withdrawStaleWins } from './win-notices';

export interface PublishOptions {
  now: Date;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  /** The limits of the storing transaction (the API's maintenance ones: it checks every owned ticket). */
  limits?: SessionLimits;
  /**
   * `after-answer`: the win notices are sent once the result is committed, without holding up
   * the caller (a request); a failure is logged and the results schedule's sweep sends them.
   * Otherwise (the schedule, the script, tests) the caller waits for them.
   */
  winNotices?: 'wait' | 'after-answer';
}

export interface PublishedResult {
  saved: SavedResult;
  /** Wins newly recorded. */
  wins: number;
  /** Win notices stored; null when they are sent after the answer. */
  winNotices: number | null;
}

/**
 * What every way a draw's result comes in goes through: the result stored and its draw's owned
 * tickets checked in one transaction, then each winner told once (`sendWinNotices`) after the
 * commit. A process that stops in between leaves the notices to the sweep
 * (`sendPendingWinNotices`), at its next start or schedule tick.
 */
export async function publishDrawResult(
  db: Database,
  result: LotteryResult,
  source: string,
  options: PublishOptions,
): Promise<PublishedResult> {
  const { saved, wins } = await db.transaction(async (tx) => {
    if (options.limits) await setTransactionLimits(tx, options.limits);
    const saved = await saveDrawResult(tx, result, source, options.now);
    // An official correction: the wins are checked again, and whoever was told of a win the new
    // numbers do not give hears so now, in this transaction (who they were is gone after it).
    // Everyone who wins under the new numbers gets a new notice (a new event key) afterwards.
    const previousWinners = saved.outcome === 'updated' ? await drawWinners(tx, saved.drawId) : [];
    if (saved.outcome === 'updated') await forgetDrawWins(tx, saved.drawId);
    const wins = await recordWins(tx, { drawId: saved.drawId });
    if (saved.outcome === 'updated') await withdrawStaleWins(tx, saved.drawId, previousWinners);
    return { saved, wins };
  });
  if (options.winNotices !== 'after-answer') {
    return { saved, wins, winNotices: await sendWinNotices(db, saved.drawId) };
  }
  sendWinNotices(db, saved.drawId).then(
    (count) => options.log?.info({ draw_date: result.draw_date, win_notices: count }, 'win notices sent'),
    (error: unknown) =>
      options.log?.warn(
        { err: error, draw_date: result.draw_date },
        'win notices failed; the sweep sends them',
      ),
  );
  return { saved, wins, winNotices: null };
}
