import { TRUCK_MESSAGES } from '@chokdee/shared-contract/schemas/truck';
import type { FastifyInstance } from 'fastify';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { LOGIN_LIMIT } from '#api/auth/password-tries';
import { DEMO_TRUCK_OPERATORS, DEMO_TRUCK_PASSWORD } from '#api/truck/domain-seed';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';
import { registerMember } from '#api/test/member-session';
import { createTestTruck, loginOperator, OPERATOR_PASSWORD } from '#api/test/truck-fixtures';

const DEALERS = '/truck/v1/dealers';
const DAY_MS = 24 * 60 * 60 * 1000;
const clock = createTestClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
});
afterEach(() => clock.set(TEST_NOW));
afterAll(async () => {
  await app.close();
});

const login = (payload: unknown, ip = '10.0.0.1') =>
  app.inject({ method: 'POST', url: `${DEALERS}/login`, payload: payload as object, remoteAddress: ip });

describe('POST /truck/v1/dealers/login', () => {
  test('a demo operator logs in and gets their own token, operator and store', async () => {
    const demo = DEMO_TRUCK_OPERATORS[0];
    const res = await login({ username: demo.username.toUpperCase(), password: DEMO_TRUCK_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().data).toMatchObject({
      token: expect.any(String),
      operator: { username: demo.username },
      store: {
        code: demo.storeCode,
        operators_can_logout: true,
        draw_date: '2026-12-01',
        is_store_open: true,
      },
    });
  });

  test('a wrong password or unknown name: the same Thai 401', async () => {
    const truck = await createTestTruck(app, { now: TEST_NOW });
    for (const body of [
      { username: truck.username, password: 'wrong-pass1' },
      { username: 'nobody-here', password: OPERATOR_PASSWORD },
    ]) {
      const res = await login(body, '10.0.0.2');
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(TRUCK_MESSAGES.badCredentials);
    }
  });

  test('a member’s phone and password do not log in as an operator', async () => {
    const res = await login({ username: '0861000007', password: 'chokdee1234' }, '10.0.0.3');
    expect(res.statusCode).toBe(401);
  });

  test('missing fields are a Thai 400', async () => {
    const res = await login({}, '10.0.0.4');
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { message: string }) => e.message)).toEqual(
      expect.arrayContaining([TRUCK_MESSAGES.usernameRequired, TRUCK_MESSAGES.passwordRequired]),
    );
  });

  test('the members’ limit holds: after 10 tries per name and IP, 429 with Retry-After', async () => {
    const truck = await createTestTruck(app, { now: TEST_NOW });
    const answers = await Promise.all(
      Array.from({ length: LOGIN_LIMIT.tries + 3 }, () =>
        login({ username: truck.username, password: 'wrong-pass1' }, '10.0.0.5'),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 401)).toHaveLength(LOGIN_LIMIT.tries);
    expect(codes.filter((c) => c === 429)).toHaveLength(3);
    const limited = answers.find((a) => a.statusCode === 429)!;
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toBe(TRUCK_MESSAGES.loginThrottled);
    // Another IP has its own count, but the operator's account now waits whatever the IP.
    const elsewhere = await login({ username: truck.username, password: OPERATOR_PASSWORD }, '10.0.0.6');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().message).toBe(AUTH_API_MESSAGES.accountBackoff(30));
  });
});

describe('GET /truck/v1/dealers/me', () => {
  test('answers the operator and store; a member token or none is a 401', async () => {
    const truck = await createTestTruck(app, { now: TEST_NOW });
    const me = await app.inject({ method: 'GET', url: `${DEALERS}/me`, headers: truck.headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.store.code).toBe(truck.store.code);
    const member = await registerMember(app);
    for (const headers of [{}, member.headers, { authorization: 'Bearer not-a-token' }]) {
      const res = await app.inject({ method: 'GET', url: `${DEALERS}/me`, headers });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(TRUCK_MESSAGES.loginRequired);
    }
  });

  test('an operator token is not a member token, and both live side by side', async () => {
    const truck = await createTestTruck(app, { now: TEST_NOW });
    const member = await registerMember(app);
    const asMember = await app.inject({ method: 'GET', url: '/public/v2/auth/me', headers: truck.headers });
    expect(asMember.statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/public/v2/auth/me', headers: member.headers })).statusCode,
    ).toBe(200);
    expect(
      (await app.inject({ method: 'GET', url: `${DEALERS}/me`, headers: truck.headers })).statusCode,
    ).toBe(200);
  });
});

describe('POST /truck/v1/dealers/logout', () => {
  test('revokes exactly this token when the store allows it', async () => {
    const truck = await createTestTruck(app, { now: TEST_NOW, operatorsCanLogout: true });
    const second = await loginOperator(app, truck.username);
    const out = await app.inject({ method: 'POST', url: `${DEALERS}/logout`, headers: truck.headers });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: null });
    expect(
      (await app.inject({ method: 'GET', url: `${DEALERS}/me`, headers: truck.headers })).statusCode,
    ).toBe(401);
    const other = { authorization: `Bearer ${second}` };
    expect((await app.inject({ method: 'GET', url: `${DEALERS}/me`, headers: other })).statusCode).toBe(200);
  });

  test('a store that keeps operators logged in answers a Thai 403 and the token stays live', async () => {
    const truck = await createTestTruck(app, { now: TEST_NOW, operatorsCanLogout: false });
    const out = await app.inject({ method: 'POST', url: `${DEALERS}/logout`, headers: truck.headers });
    expect(out.statusCode).toBe(403);
    expect(out.json().message).toBe(TRUCK_MESSAGES.logoutNotAllowed);
    const me = await app.inject({ method: 'GET', url: `${DEALERS}/me`, headers: truck.headers });
    expect(me.json().data.store.operators_can_logout).toBe(false);
  });

  test('without a token: 401', async () => {
    expect((await app.inject({ method: 'POST', url: `${DEALERS}/logout` })).statusCode).toBe(401);
  });
});

describe('operator session expiry', () => {
  const me = (headers: { authorization: string }) =>
    app.inject({ method: 'GET', url: `${DEALERS}/me`, headers });

  test('a token unused for 30 days is refused with the Thai 401; use restarts the idle time', async () => {
    const truck = await createTestTruck(app, { now: TEST_NOW });
    clock.set(new Date(TEST_NOW.getTime() + 29 * DAY_MS));
    expect((await me(truck.headers)).statusCode).toBe(200);
    clock.set(new Date(TEST_NOW.getTime() + 59 * DAY_MS + 1000));
    const refused = await me(truck.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: TRUCK_MESSAGES.loginRequired, errors: [], status: 401 });
  });

  test('a token in daily use still ends after 90 days', async () => {
    const truck = await createTestTruck(app, { now: TEST_NOW });
    for (let day = 20; day < 90; day += 20) {
      clock.set(new Date(TEST_NOW.getTime() + day * DAY_MS));
      expect((await me(truck.headers)).statusCode).toBe(200);
    }
    clock.set(new Date(TEST_NOW.getTime() + 90 * DAY_MS));
    expect((await me(truck.headers)).statusCode).toBe(401);
  });
});
