import { backoffDelayMs, type BackoffPolicy } from './backoff';

const policy: BackoffPolicy = { freeTries: 3, firstDelayMs: 1000, maxDelayMs: 10_000, forgetAfterMs: 60_000 };

test('the free tries wait for nothing; from the last of them each wait doubles up to the cap', () => {
  expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => backoffDelayMs(attempts, policy))).toEqual([
    0, 0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000,
  ]);
});

test('a very long run of attempts stays at the cap (no overflow to Infinity)', () => {
  expect(backoffDelayMs(5000, policy)).toBe(10_000);
});
