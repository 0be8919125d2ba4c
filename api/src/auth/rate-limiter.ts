import type { Clock } from '../lib/clock';

export interface RateLimiter {
  /** Seconds until the key may try again, or 0 when it is under its limit. */
  retryAfter(key: string): number;
  /** Counts one event for the key. */
  hit(key: string): void;
  reset(key: string): void;
}

/**
 * A fixed-window counter in memory, on the app's clock (so tests can move time). One per API
 * process: enough for login throttling on one instance; OTP sends are counted in the database.
 */
export function createRateLimiter(options: { limit: number; windowMs: number; now: Clock }): RateLimiter {
  const windows = new Map<string, { count: number; startsAt: number }>();
  const current = (key: string) => {
    const now = options.now().getTime();
    const window = windows.get(key);
    if (!window || now - window.startsAt >= options.windowMs) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  return {
    retryAfter(key) {
      const window = current(key);
      if (!window || window.count < options.limit) return 0;
      const left = window.startsAt + options.windowMs - options.now().getTime();
      return Math.max(1, Math.ceil(left / 1000));
    },
    hit(key) {
      const window = current(key);
      if (window) window.count += 1;
      else windows.set(key, { count: 1, startsAt: options.now().getTime() });
      // Old keys go away lazily; a cap keeps a flood of distinct keys from growing the map forever.
      if (windows.size > 50_000) {
        for (const stale of windows.keys()) {
          if (!current(stale)) windows.delete(stale);
        }
      }
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
