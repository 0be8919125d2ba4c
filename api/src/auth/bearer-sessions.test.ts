import type { FastifyInstance } from 'fastify';
import { staffTokens, type StaffRow } from '#api/staff/staff-tables';
import { eq } from 'drizzle-orm';
import { upsertStaff } from '#api/staff/staff-repository';
import { buildTestApp, TEST_NOW } from '#api/test/build-test-app';
import { createBearerSessions, type SessionPolicy } from './bearer-sessions';

const MINUTE = 60 * 1000;
const POLICY: SessionPolicy = { idleMs: 10 * MINUTE, absoluteMs: 60 * MINUTE, cacheMs: 5 * 1000 };
const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);

let app: FastifyInstance;
let staffA: StaffRow;
let staffB: StaffRow;
let policy = POLICY;
/** Subjects read from the database: a verification served from the cache reads none. */
let subjectReads = 0;
const refused = new Set<number>();

/** A kind on the staff tokens table with a policy each test sets, counting its lookups. */
const sessions = createBearerSessions<StaffRow>({
  name: 'bearer_sessions_test',
  table: staffTokens,
  subjectColumn: staffTokens.staff_id,
  policy: () => policy,
  loadSubject: async (_db, id) => {
    subjectReads += 1;
    if (refused.has(id)) return undefined;
    return [staffA, staffB].find((s) => s.id === id);
  },
});

const verify = (token: string, now: Date) => sessions.verify(app.db, app.config, now, token);
const issue = async (subject = staffA, now = TEST_NOW) =>
  (await sessions.issue(app.db, app.config, now, subject.id)).token;

beforeAll(async () => {
  app = await buildTestApp();
  staffA = await upsertStaff(
    app.db,
    { username: 'sessions-a', name: 'ก', password: 'secret-pass1' },
    TEST_NOW,
  );
  staffB = await upsertStaff(
    app.db,
    { username: 'sessions-b', name: 'ข', password: 'secret-pass1' },
    TEST_NOW,
  );
});
afterAll(() => app.close());
beforeEach(() => {
  policy = POLICY;
  subjectReads = 0;
  refused.clear();
});

describe('createBearerSessions', () => {
  test('a new token verifies to its subject; only its hash is stored; the absolute end is given', async () => {
    const issued = await sessions.issue(app.db, app.config, TEST_NOW, staffA.id);
    expect(issued.expiresAt).toEqual(at(60 * MINUTE));
    const found = await verify(issued.token, TEST_NOW);
    expect(found).toMatchObject({ subjectId: staffA.id, subject: { username: 'sessions-a' } });
    const [row] = await app.db.select().from(staffTokens).where(eq(staffTokens.id, found!.tokenId));
    expect(row!.token_hash).not.toBe(issued.token);
    expect(await verify('not-a-token', TEST_NOW)).toBeUndefined();
  });

  test('idle expiry: unused longer than idleMs ends it; each use starts the idle time again', async () => {
    const token = await issue();
    expect(await verify(token, at(9 * MINUTE))).toBeDefined();
    expect(await verify(token, at(18 * MINUTE))).toBeDefined();
    expect(await verify(token, at(28 * MINUTE + 1))).toBeUndefined();
    // Once idle-expired it stays dead, even if used again later within the absolute end.
    expect(await verify(token, at(30 * MINUTE))).toBeUndefined();
  });

  test('absolute expiry: a session in constant use still ends after absoluteMs', async () => {
    const token = await issue();
    for (let minute = 5; minute < 60; minute += 5)
      expect(await verify(token, at(minute * MINUTE))).toBeDefined();
    expect(await verify(token, at(60 * MINUTE))).toBeUndefined();
  });

  test('a verified session is cached: no lookup within cacheMs, a lookup after it', async () => {
    const token = await issue();
    await verify(token, TEST_NOW);
    expect(subjectReads).toBe(1);
    await verify(token, at(4 * 1000));
    expect(subjectReads).toBe(1);
    await verify(token, at(5 * 1000));
    expect(subjectReads).toBe(2);
  });

  test('revoke ends the session at once, though it was cached', async () => {
    const token = await issue();
    const other = await issue();
    const found = await verify(token, TEST_NOW);
    await verify(other, TEST_NOW);
    await sessions.revoke(app.db, found!.tokenId, at(1000));
    expect(await verify(token, at(2000))).toBeUndefined();
    expect(await verify(other, at(2000))).toBeDefined();
  });

  test('a row revoked elsewhere (another process) is believed only until the cache entry runs out', async () => {
    const token = await issue();
    const found = await verify(token, TEST_NOW);
    await app.db.update(staffTokens).set({ revoked_at: TEST_NOW }).where(eq(staffTokens.id, found!.tokenId));
    expect(await verify(token, at(1000))).toBeDefined();
    expect(await verify(token, at(5 * 1000))).toBeUndefined();
  });

  test('revokeAllFor ends every session of that subject only, cached or not', async () => {
    const first = await issue(staffA);
    const second = await issue(staffA);
    const someoneElse = await issue(staffB);
    await verify(first, TEST_NOW);
    expect(await sessions.revokeAllFor(app.db, staffA.id, at(1000))).toBeGreaterThanOrEqual(2);
    expect(await verify(first, at(2000))).toBeUndefined();
    expect(await verify(second, at(2000))).toBeUndefined();
    expect(await verify(someoneElse, at(2000))).toBeDefined();
  });

  test('a cache entry never outlives the idle or absolute end, however long the cache TTL', async () => {
    policy = { ...POLICY, cacheMs: 24 * 60 * MINUTE };
    const idle = await issue();
    await verify(idle, TEST_NOW);
    expect(await verify(idle, at(10 * MINUTE))).toBeUndefined();
    const used = await issue();
    for (let minute = 0; minute < 60; minute += 5) await verify(used, at(minute * MINUTE));
    expect(await verify(used, at(60 * MINUTE))).toBeUndefined();
  });

  test('a subject its kind refuses (made inactive) gets no session', async () => {
    const token = await issue(staffB);
    refused.add(staffB.id);
    expect(await verify(token, TEST_NOW)).toBeUndefined();
  });

  test('a clock moved backwards looks the token up again', async () => {
    const token = await issue();
    await verify(token, at(2000));
    await verify(token, at(1000));
    expect(subjectReads).toBe(2);
  });
});
