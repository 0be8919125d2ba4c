import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '#api/db/client';
import type { Clock } from '#api/lib/clock';
import { takeAttempt } from '#api/repositories/rate-limit-counters-repository';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * @fastify/rate-limit's counters in the database (`takeAttempt`, the same counters as the login
 * and OTP limits), so a route's per-IP limit holds across every API process instead of one
 * process's memory. Each route counts on its own (`child` gets the route's method and URL).
 * A refused request is not counted: the plugin sees `max + 1` and answers 429.
 */
export function databaseRateLimitStore(db: Database, now: Clock): FastifyRateLimitStoreCtor {
  class DatabaseRateLimitStore implements FastifyRateLimitStore {
    private readonly prefix: string;

    /** The plugin passes its options to the root store; `child` passes the route's key prefix. */
    constructor(prefix: unknown) {
      this.prefix = typeof prefix === 'string' ? prefix : 'route';
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      const at = now();
      takeAttempt(db, [{ key: `${this.prefix}:${key}`, limit: max, windowMs: timeWindow }], at).then(
        (attempt) =>
          callback(null, {
            current: attempt.allowed ? attempt.counts[0]! : max + 1,
            ttl: attempt.endsAt[0]!.getTime() - at.getTime(),
          }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo;
      return new DatabaseRateLimitStore(`route:${String(route?.method)} ${String(route?.url)}`);
    }
  }
  return DatabaseRateLimitStore;
}
