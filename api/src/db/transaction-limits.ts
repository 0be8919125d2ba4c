import { sql } from 'drizzle-orm';
import type { SessionLimits } from '#api/config';
import type { Executor } from './client';

/**
 * Longer limits for the rest of one transaction (`SET LOCAL`): work that runs inside the API but
 * is long by nature, like the results import checking every owned ticket of a draw, gets the
 * maintenance limits instead of a request's. The session's own limits come back at its end.
 */
export async function setTransactionLimits(tx: Executor, limits: SessionLimits): Promise<void> {
  await tx.execute(sql`
    SELECT set_config('statement_timeout', ${String(limits.statementTimeoutMs)}, true),
      set_config('lock_timeout', ${String(limits.lockTimeoutMs)}, true),
      set_config('idle_in_transaction_session_timeout', ${String(limits.idleInTransactionTimeoutMs)}, true)`);
}
