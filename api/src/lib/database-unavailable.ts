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

/** What node-postgres, its pool and PGlite say when there is no database to talk to. */
const UNAVAILABLE_MESSAGES =
  /PGlite is closed|Connection terminated|timeout exceeded when trying to connect|Cannot use a pool after calling end|connection error/i;

/**
 * Whether a failure means "the database cannot be reached" (down, restarting, out of
 * connections) rather than a fault of ours: the API then answers 503, so clients and load
 * balancers retry later instead of reading a bug. Drizzle wraps driver errors, so the causes
 * are read too.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
