import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from '#api/db/columns';

/**
 * The counters of every limit that must hold across API processes: password tries per account
 * and IP, OTP sends, and the per-IP limits of @fastify/rate-limit (fixed windows), and password
 * tries per account whatever the IP (a progressive back-off). `key` is the sha256 of what is
 * counted (never a phone number or an IP in clear); a row whose `window_ends_at` has passed
 * counts again from zero, so no timer is needed, and old rows are swept now and then.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    window_ends_at: instant('window_ends_at').notNull(),
    /** Back-off rows only: no attempt is taken before this instant (null: at once). */
    blocked_until: instant('blocked_until'),
  },
  (t) => [index('rate_limit_counters_window_ends_at_idx').on(t.window_ends_at)],
);

export type RateLimitCounterRow = typeof rateLimitCounters.$inferSelect;
