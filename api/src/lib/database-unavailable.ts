/** Node's socket errors and PostgreSQL's connection classes (08…, 57P01-3 shutdowns, 53300 too many). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/**
 * A limit of ours cut the wait short: a statement over statement_timeout or cancelled at shutdown
 * (57014), a lock not had within lock_timeout (55P03), a transaction left idle too long (25P03),
 * too many requests already waiting for a connection (`db/postgres-pool.ts`).
 */
const BUSY_CODES = new Set(['57014', '55P03', '25P03', 'CHOKDEE_DATABASE_BUSY']);

/** What node-postgres, its pool and PGlite say when there is no database to talk to. */
const UNAVAILABLE_MESSAGES =
  /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|connection error|is not queryable/i;

/** Why the database refused: it cannot be reached, or a limit on waiting for it was hit. */
export type DatabaseRefusal = 'unavailable' | 'busy';

/**
 * Whether a failure means "the database cannot be reached" (down, restarting, out of connections,
 * a session that broke mid-transaction) or "it is too busy right now" (a timeout or the queue
 * bound) rather than a fault of ours: the API then answers 503, so clients and load balancers
 * retry later instead of reading a bug. Either way the statement did not commit: a timeout or
 * cancel rolls its transaction back. Drizzle wraps driver errors, so the causes are read too.
 */
export function databaseRefusal(error: unknown): DatabaseRefusal | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && BUSY_CODES.has(code)) return 'busy';
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08')))
      return 'unavailable';
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return 'unavailable';
    current = cause;
  }
  return undefined;
}
