import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { staff } from '#api/staff/staff-tables';
import { DEMO_STAFF } from '#api/staff/demo-staff';
import { MESSAGES } from '#api/lib/messages';
import { STAFF_MESSAGES } from '#api/staff/staff-messages';
import { upsertStaff } from '#api/staff/staff-repository';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';

const MINUTE = 60 * 1000;
const SESSIONS = '/admin/v1/staff-sessions';
const clock = createTestClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
});
afterAll(() => app.close());
afterEach(() => clock.set(TEST_NOW));

const at = (ms: number) => clock.set(new Date(TEST_NOW.getTime() + ms));

async function logIn(): Promise<{ authorization: string; expiresAt: string }> {
  const response = await app.inject({
    method: 'POST',
    url: SESSIONS,
    payload: { username: DEMO_STAFF.username, password: DEMO_STAFF.password },
  });
  expect(response.statusCode).toBe(201);
  const { token, expires_at } = response.json().data;
  return { authorization: `Bearer ${token}`, expiresAt: expires_at };
}

const whoAmI = (headers: { authorization: string }) =>
  app.inject({ method: 'GET', url: SESSIONS, headers: { authorization: headers.authorization } });

describe('staff sessions', () => {
  test('the login answers the absolute end: 12 hours, in Bangkok time', async () => {
    const session = await logIn();
    expect(session.expiresAt).toBe('2026-11-22T06:00:00.000+07:00');
  });

  test('a staff token unused for longer than 60 minutes is refused with the Thai 401', async () => {
    const session = await logIn();
    at(59 * MINUTE);
    expect((await whoAmI(session)).statusCode).toBe(200);
    // Used at 59 minutes, so the idle time starts again there.
    at(118 * MINUTE);
    expect((await whoAmI(session)).statusCode).toBe(200);
    at(178 * MINUTE + 1000);
    const refused = await whoAmI(session);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: MESSAGES.unauthorized, errors: [], status: 401 });
    expect(refused.headers['www-authenticate']).toBe('Bearer');
  });

  test('a staff token in constant use still ends after 12 hours', async () => {
    const session = await logIn();
    for (let minute = 50; minute < 12 * 60; minute += 50) {
      at(minute * MINUTE);
      expect((await whoAmI(session)).statusCode).toBe(200);
    }
    at(12 * 60 * MINUTE);
    expect((await whoAmI(session)).statusCode).toBe(401);
  });

  test('logout revokes that token at once and leaves another session live', async () => {
    const session = await logIn();
    const other = await logIn();
    expect((await whoAmI(session)).statusCode).toBe(200);
    const out = await app.inject({
      method: 'DELETE',
      url: SESSIONS,
      headers: { authorization: session.authorization },
    });
    expect(out.statusCode).toBe(200);
    expect((await whoAmI(session)).statusCode).toBe(401);
    const again = await app.inject({
      method: 'DELETE',
      url: SESSIONS,
      headers: { authorization: session.authorization },
    });
    expect(again.statusCode).toBe(401);
    expect((await whoAmI(other)).json().data.username).toBe(DEMO_STAFF.username);
  });

  test('a member of staff without the admin scope neither logs in nor keeps a session', async () => {
    const payload = { username: 'no-admin-scope', password: 'staff-pass1' };
    const member = await upsertStaff(app.db, { ...payload, name: 'ทดสอบ' }, TEST_NOW);
    const session = await app.inject({ method: 'POST', url: SESSIONS, payload });
    expect(session.statusCode).toBe(201);
    const headers = { authorization: `Bearer ${session.json().data.token}` };
    await app.db.update(staff).set({ scope: [] }).where(eq(staff.id, member.id));
    // Past the cache's few seconds, the session is read again and refused.
    at(5 * 1000);
    expect((await whoAmI(headers)).statusCode).toBe(401);
    const again = await app.inject({ method: 'POST', url: SESSIONS, payload, remoteAddress: '10.9.0.1' });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(STAFF_MESSAGES.badCredentials);
  });
});
