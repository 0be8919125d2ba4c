import { createRateLimiter } from './rate-limiter';

test('allows `limit` hits per window, then tells how long to wait, then resets with the window', () => {
  let now = new Date('2026-11-21T00:00:00Z');
  const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => now });
  for (let i = 0; i < 3; i += 1) {
    expect(limiter.retryAfter('a')).toBe(0);
    limiter.hit('a');
  }
  expect(limiter.retryAfter('a')).toBe(60);
  expect(limiter.retryAfter('b')).toBe(0);
  now = new Date(now.getTime() + 45_000);
  expect(limiter.retryAfter('a')).toBe(15);
  now = new Date(now.getTime() + 15_000);
  expect(limiter.retryAfter('a')).toBe(0);
});

test('reset clears a key', () => {
  const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => new Date(0) });
  limiter.hit('a');
  expect(limiter.retryAfter('a')).toBeGreaterThan(0);
  limiter.reset('a');
  expect(limiter.retryAfter('a')).toBe(0);
});
