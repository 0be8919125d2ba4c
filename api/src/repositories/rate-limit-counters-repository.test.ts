import type { DatabaseHandle } from '#api/db/client';
import { migrateDatabase } from '#api/db/migrate';
import { openTestDatabase } from '#api/test/pglite-template';
import { clearAttempts, takeAttempt } from './rate-limit-counters-repository';

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
