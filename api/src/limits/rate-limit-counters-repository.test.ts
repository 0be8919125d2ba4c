import type { DatabaseHandle } from '#api/db/client';
import { migrateDatabase } from '#api/db/migrate';
import { openTestDatabase } from '#api/test/pglite-template';
import { clearAttempts, isKeyRemembered, rememberKey, takeAttempt } from './rate-limit-counters-repository';

let handle: DatabaseHandle;
beforeAll(async () => {
  const opened = await openTestDatabase();
  handle = opened.handle;
  if (!opened.prepared) await migrateDatabase(handle);
});
afterAll(() => handle.close());

const t0 = new Date('2026-11-21T11:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

test('counts up to the limit, refuses with the wait, and a new window counts from zero', async () => {
  const limit = [{ key: 'test:a', limit: 3, windowMs: 60_000 }];
  for (const expected of [1, 2, 3]) {
    expect(await takeAttempt(handle.db, limit, t0)).toMatchObject({ allowed: true, counts: [expected] });
  }
  expect(await takeAttempt(handle.db, limit, later(15_000))).toMatchObject({
    allowed: false,
    counts: [3],
    retryAfterSeconds: 45,
  });
  expect(await takeAttempt(handle.db, limit, later(60_000))).toMatchObject({ allowed: true, counts: [1] });
});

test('several limits are taken together or not at all: a refused attempt counts against none', async () => {
  const limits = (tel: string) => [
    { key: `test:gap:${tel}`, limit: 1, windowMs: 60_000 },
    { key: 'test:ip', limit: 2, windowMs: 3_600_000 },
  ];
  expect((await takeAttempt(handle.db, limits('1'), t0)).allowed).toBe(true);
  // The gap of number 1 is full: the IP's count must not move.
  expect(await takeAttempt(handle.db, limits('1'), later(1000))).toMatchObject({
    allowed: false,
    counts: [1, 1],
  });
  expect(await takeAttempt(handle.db, limits('2'), later(2000))).toMatchObject({
    allowed: true,
    counts: [1, 2],
  });
  expect(await takeAttempt(handle.db, limits('3'), later(3000))).toMatchObject({
    allowed: false,
    retryAfterSeconds: 3597,
  });
});

test('clearing a key starts it afresh; keys are stored hashed', async () => {
  const limit = [{ key: 'login:0812345678|203.0.113.9', limit: 1, windowMs: 60_000 }];
  await takeAttempt(handle.db, limit, t0);
  expect((await takeAttempt(handle.db, limit, t0)).allowed).toBe(false);
  const stored = await handle.db.execute('SELECT key FROM rate_limit_counters');
  expect(JSON.stringify(stored)).not.toContain('0812345678');
  await clearAttempts(handle.db, limit[0]!.key);
  expect((await takeAttempt(handle.db, limit, t0)).allowed).toBe(true);
});

describe('a back-off limit', () => {
  const backoff = { freeTries: 2, firstDelayMs: 10_000, maxDelayMs: 40_000, forgetAfterMs: 3_600_000 };

  test('the free tries pass at once, then each attempt makes the next wait twice as long', async () => {
    const limit = [{ key: 'test:backoff-a', backoff }];
    expect(await takeAttempt(handle.db, limit, t0)).toMatchObject({ allowed: true, counts: [1] });
    expect(await takeAttempt(handle.db, limit, t0)).toMatchObject({ allowed: true, counts: [2] });
    expect(await takeAttempt(handle.db, limit, later(4_000))).toEqual(
      expect.objectContaining({ allowed: false, retryAfterSeconds: 6, refusedBy: ['test:backoff-a'] }),
    );
    expect(await takeAttempt(handle.db, limit, later(10_000))).toMatchObject({ allowed: true, counts: [3] });
    expect(await takeAttempt(handle.db, limit, later(29_000))).toMatchObject({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(await takeAttempt(handle.db, limit, later(30_000))).toMatchObject({ allowed: true, counts: [4] });
    expect(await takeAttempt(handle.db, limit, later(30_000))).toMatchObject({
      allowed: false,
      retryAfterSeconds: 40,
    });
  });

  test('is forgotten its memory after the last attempt, and when cleared', async () => {
    const limit = [{ key: 'test:backoff-b', backoff }];
    for (let i = 0; i < 3; i += 1) await takeAttempt(handle.db, limit, later(i * 20_000));
    expect((await takeAttempt(handle.db, limit, later(40_000 + 1000))).allowed).toBe(false);
    expect(await takeAttempt(handle.db, limit, later(40_000 + 3_600_000))).toMatchObject({
      allowed: true,
      counts: [1],
    });
    await takeAttempt(handle.db, limit, later(40_000 + 3_600_000));
    expect((await takeAttempt(handle.db, limit, later(40_000 + 3_600_000))).allowed).toBe(false);
    await clearAttempts(handle.db, 'test:backoff-b');
    expect(await takeAttempt(handle.db, limit, later(40_000 + 3_600_000))).toMatchObject({ allowed: true });
  });

  test('taken with a window limit: all or none, and the refusal names the one that was full', async () => {
    const limits = [
      { key: 'test:backoff-ip', limit: 1, windowMs: 60_000 },
      { key: 'test:backoff-c', backoff: { ...backoff, freeTries: 1 } },
    ];
    expect((await takeAttempt(handle.db, limits, t0)).allowed).toBe(true);
    expect(await takeAttempt(handle.db, limits, later(1000))).toMatchObject({
      allowed: false,
      retryAfterSeconds: 59,
      refusedBy: ['test:backoff-ip', 'test:backoff-c'],
    });
    // Over the window limit only: the back-off must not count the refused attempt.
    expect(await takeAttempt(handle.db, limits, later(10_000))).toMatchObject({
      allowed: false,
      refusedBy: ['test:backoff-ip'],
      counts: [1, 1],
    });
  });
});

test('a remembered key is known until its time runs out', async () => {
  expect(await isKeyRemembered(handle.db, 'test:known', t0)).toBe(false);
  await rememberKey(handle.db, 'test:known', t0, 60_000);
  expect(await isKeyRemembered(handle.db, 'test:known', later(59_000))).toBe(true);
  expect(await isKeyRemembered(handle.db, 'test:known', later(60_000))).toBe(false);
});
