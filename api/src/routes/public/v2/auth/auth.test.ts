import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { authTokens, users } from '#api/auth/auth-tables';
import { pointTransactions } from '#api/rewards/rewards-tables';
import { WELCOME_POINTS } from '@chokdee/shared-contract/schemas/points';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { sha256Hex } from '#api/lib/secure-token';
import { PASSWORD, bearer, me, registerLocal } from '#api/test/auth-fixtures';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';
import { uniqueTel, verifyPhone } from '#api/test/member-session';

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = createTestClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
});
afterAll(() => app.close());
beforeEach(() => clock.set(TEST_NOW));

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  app.inject({
    method: 'POST',
    url: `/public/v2/auth${url}`,
    payload: payload as object,
    headers,
    remoteAddress,
  });

const fieldsOf = (body: { errors: { field: string }[] }) => body.errors.map((e) => e.field).sort();

const registration = (tel: string) => ({
  name: 'สมชาย',
  lastname: 'ใจดี',
  tel,
  password: PASSWORD,
  password_confirmation: PASSWORD,
});

describe('POST /register', () => {
  test('201 with a token that logs the new local member in', async () => {
    const tel = uniqueTel();
    const response = await post('/register', {
      name: 'สมชาย',
      lastname: 'ใจดี',
      tel,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(response.statusCode).toBe(201);
    const { token } = response.json().data;
    expect(token).toMatch(/^[\w-]{43}$/);
    const user = (await me(app, token)).json().data;
    expect(user).toMatchObject({
      name: 'สมชาย',
      lastname: 'ใจดี',
      tel,
      login_provider: 'local',
      verified_otp_id: null,
      date_of_birth: null,
      avatar: null,
      bank_account: null,
      address: null,
      is_follow_line_notification: false,
      is_accept_latest_consent: false,
      scope: [],
    });
    expect(user.ref).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('the token and the password are stored hashed only', async () => {
    const { tel, token } = await registerLocal(app);
    const hashed = await app.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.token_hash, sha256Hex(token)));
    expect(hashed).toHaveLength(1);
    const plain = await app.db.select().from(authTokens).where(eq(authTokens.token_hash, token));
    expect(plain).toHaveLength(0);
    const [user] = await app.db.select().from(users).where(eq(users.tel, tel));
    expect(user?.password_hash).toMatch(/^scrypt\$/);
  });

  test('a new member gets no welcome points at sign-up: the phone verification credits them, dated then', async () => {
    const { tel, token } = await registerLocal(app);
    const [user] = await app.db.select().from(users).where(eq(users.tel, tel));
    const ledger = () =>
      app.db.select().from(pointTransactions).where(eq(pointTransactions.user_id, user!.id));
    expect(await ledger()).toEqual([]);
    clock.set(new Date(TEST_NOW.getTime() + 60_000));
    await verifyPhone(app, bearer(token), tel);
    expect(await ledger()).toEqual([
      expect.objectContaining({ kind: 'welcome', amount: WELCOME_POINTS, created_at: clock.now() }),
    ]);
  });

  test('a taken phone number → 422 on field tel', async () => {
    const { tel } = await registerLocal(app);
    const response = await post('/register', {
      name: 'อีกคน',
      lastname: 'ซ้ำ',
      tel,
      password: 'other1234',
      password_confirmation: 'other1234',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว',
      errors: [{ field: 'tel', message: 'เบอร์โทรศัพท์นี้ถูกใช้งานแล้ว' }],
      status: 422,
    });
  });

  test('one IP may sign up REGISTRATIONS_PER_IP_PER_HOUR times an hour, then a Thai 429 with Retry-After', async () => {
    const limit = app.config.auth.registrationsPerIpPerHour;
    const ip = '203.0.113.40';
    for (let i = 0; i < limit; i++) await registerLocal(app, { remoteAddress: ip });
    const refusedTel = uniqueTel();
    const refused = await post('/register', registration(refusedTel), {}, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: AUTH_API_MESSAGES.registerThrottled, errors: [], status: 429 });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const [made] = await app.db.select().from(users).where(eq(users.tel, refusedTel));
    expect(made).toBeUndefined();
    // Another address is counted on its own; the hour over, this one may sign up again.
    expect((await post('/register', registration(uniqueTel()), {}, '203.0.113.41')).statusCode).toBe(201);
    clock.set(new Date(TEST_NOW.getTime() + 60 * 60 * 1000));
    expect((await post('/register', registration(refusedTel), {}, ip)).statusCode).toBe(201);
  });

  test('one phone number may be tried REGISTRATIONS_PER_TEL_PER_HOUR times an hour, from any address', async () => {
    const { tel } = await registerLocal(app);
    const limit = app.config.auth.registrationsPerTelPerHour;
    // The sign-up itself was the first try; the taken-number answers count too.
    for (let i = 1; i < limit; i++) {
      expect((await post('/register', registration(tel), {}, `203.0.113.${50 + i}`)).statusCode).toBe(422);
    }
    const refused = await post('/register', registration(tel), {}, '203.0.113.60');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(AUTH_API_MESSAGES.registerThrottled);
  });

  test('missing fields → 400 naming each one in Thai', async () => {
    const response = await post('/register', {});
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(fieldsOf(body)).toEqual(['lastname', 'name', 'password', 'password_confirmation', 'tel']);
    expect(body.errors).toContainEqual({ field: 'tel', message: 'กรุณากรอกเบอร์โทรศัพท์' });
  });

  test.each([
    [
      'a short password',
      { password: 'ab12', password_confirmation: 'ab12' },
      'password',
      'รหัสผ่าน ต้องมีความยาวอย่างน้อย 8 ตัวอักษร',
    ],
    [
      'letters only',
      { password: 'abcdefgh', password_confirmation: 'abcdefgh' },
      'password',
      'รหัสผ่าน ต้องประกอบไปด้วยตัวอักษรและตัวเลข',
    ],
    [
      'digits only',
      { password: '12345678', password_confirmation: '12345678' },
      'password',
      'รหัสผ่าน ต้องประกอบไปด้วยตัวอักษรและตัวเลข',
    ],
    [
      'a different confirmation',
      { password: PASSWORD, password_confirmation: 'lucky9999' },
      'password_confirmation',
      'รหัสผ่าน ไม่ตรงกัน',
    ],
    ['a 9-digit phone', { tel: '081234567' }, 'tel', 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลักและขึ้นต้นด้วย 0'],
    ['a phone not starting with 0', { tel: '1812345678' }, 'tel', 'เบอร์โทรศัพท์ต้องเป็นตัวเลข 10 หลักและขึ้นต้นด้วย 0'],
  ])('%s → 400', async (_name, change, field, message) => {
    const response = await post('/register', {
      name: 'ก',
      lastname: 'ข',
      tel: uniqueTel(),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual({ field, message });
  });
});

describe('POST /login', () => {
  test('the right phone and password → a new token', async () => {
    const { tel } = await registerLocal(app);
    const response = await post('/login', { tel, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect((await me(app, response.json().data.token)).json().data.tel).toBe(tel);
  });

  test('a wrong password and an unknown phone get the same 401', async () => {
    const { tel } = await registerLocal(app);
    const wrong = await post('/login', { tel, password: 'wrong1234' });
    const unknown = await post('/login', { tel: '0999999999', password: PASSWORD });
    const expected = { message: AUTH_API_MESSAGES.badCredentials, errors: [], status: 401 };
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(expected);
    expect(expected.message).toBe('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง');
  });

  test('bad input → 400', async () => {
    expect((await post('/login', { tel: 'abc', password: '' })).statusCode).toBe(400);
    expect((await post('/login', {})).statusCode).toBe(400);
  });

  test('10 failures per phone and IP in 15 minutes → 429 with Retry-After, even with the right password', async () => {
    const { tel } = await registerLocal(app);
    for (let i = 0; i < 10; i += 1) {
      expect((await post('/login', { tel, password: 'wrong1234' }, {}, '10.0.0.1')).statusCode).toBe(401);
    }
    const blocked = await post('/login', { tel, password: PASSWORD }, {}, '10.0.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(AUTH_API_MESSAGES.loginThrottled);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP has its own count, but the account now waits 30 s whatever the IP.
    const elsewhere = await post('/login', { tel, password: PASSWORD }, {}, '10.0.0.2');
    expect(elsewhere.statusCode).toBe(429);
    expect(elsewhere.json().message).toBe(AUTH_API_MESSAGES.accountBackoff(30));
    clock.set(new Date(TEST_NOW.getTime() + 30 * 1000));
    expect((await post('/login', { tel, password: PASSWORD }, {}, '10.0.0.2')).statusCode).toBe(200);
    // After the window the member may try again.
    clock.set(new Date(TEST_NOW.getTime() + 15 * 60 * 1000 + 1000));
    expect((await post('/login', { tel, password: PASSWORD }, {}, '10.0.0.1')).statusCode).toBe(200);
  });
});

describe('tokens', () => {
  test('logout revokes the token server-side: the same token is then 401', async () => {
    const { token } = await registerLocal(app);
    expect((await me(app, token)).statusCode).toBe(200);
    const out = await post('/logout', undefined, bearer(token));
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: null });
    const after = await me(app, token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ message: 'กรุณาเข้าสู่ระบบ', errors: [], status: 401 });
    expect((await post('/logout', undefined, bearer(token))).statusCode).toBe(401);
  });

  test('a token revoked by another API process stops working here once the cache TTL has passed', async () => {
    const { token } = await registerLocal(app);
    expect((await me(app, token)).statusCode).toBe(200);
    // What a logout served by another process does: the row only, not this process's cache.
    await app.db
      .update(authTokens)
      .set({ revoked_at: TEST_NOW })
      .where(eq(authTokens.token_hash, sha256Hex(token)));
    expect((await me(app, token)).statusCode).toBe(200);
    clock.set(new Date(TEST_NOW.getTime() + app.config.auth.tokenCacheSeconds * 1000));
    expect((await me(app, token)).statusCode).toBe(401);
  });

  test('logout ends only that session', async () => {
    const { tel, token } = await registerLocal(app);
    const second = (await post('/login', { tel, password: PASSWORD })).json().data.token;
    await post('/logout', undefined, bearer(token));
    expect((await me(app, second)).statusCode).toBe(200);
  });

  test.each([
    ['no header', {}],
    ['an unknown token', bearer('x'.repeat(43))],
    ['another scheme', { authorization: 'Basic abc' }],
  ])('%s → 401 with WWW-Authenticate', async (_name, headers) => {
    const response = await app.inject({ method: 'GET', url: '/public/v2/auth/me', headers });
    expect(response.statusCode).toBe(401);
    expect(response.headers['www-authenticate']).toBe('Bearer');
    expect(response.json().message).toBe('กรุณาเข้าสู่ระบบ');
  });

  test('a token unused for 30 days expires', async () => {
    const { token } = await registerLocal(app);
    clock.set(new Date(TEST_NOW.getTime() + 29 * DAY_MS));
    expect((await me(app, token)).statusCode).toBe(200);
    // Used on day 29, so idle time restarts from there.
    clock.set(new Date(TEST_NOW.getTime() + 58 * DAY_MS));
    expect((await me(app, token)).statusCode).toBe(200);
    clock.set(new Date(TEST_NOW.getTime() + 88 * DAY_MS + 1000));
    const refused = await me(app, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'กรุณาเข้าสู่ระบบ', errors: [], status: 401 });
  });

  test('a token in daily use still ends after 90 days', async () => {
    const { token } = await registerLocal(app);
    for (let day = 20; day < 90; day += 20) {
      clock.set(new Date(TEST_NOW.getTime() + day * DAY_MS));
      expect((await me(app, token)).statusCode).toBe(200);
    }
    clock.set(new Date(TEST_NOW.getTime() + 90 * DAY_MS));
    expect((await me(app, token)).statusCode).toBe(401);
  });
});

describe('PUT /profile', () => {
  const put = (token: string, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: '/public/v2/auth/profile',
      headers: bearer(token),
      payload: payload as object,
    });

  test('updates name, lastname and date of birth; answers the user', async () => {
    const { token } = await registerLocal(app);
    const response = await put(token, { name: 'สมศักดิ์', lastname: 'มีโชค', date_of_birth: '1990-04-01' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'สมศักดิ์',
      lastname: 'มีโชค',
      date_of_birth: '1990-04-01',
    });
    expect((await me(app, token)).json().data.date_of_birth).toBe('1990-04-01');
  });

  test('exactly 20 today (Bangkok) is old enough; one day short is not', async () => {
    const { token } = await registerLocal(app);
    // TEST_NOW is 2026-11-21 in Bangkok.
    expect((await put(token, { name: 'ก', lastname: 'ข', date_of_birth: '2006-11-21' })).statusCode).toBe(
      200,
    );
    const young = await put(token, { name: 'ก', lastname: 'ข', date_of_birth: '2006-11-22' });
    expect(young.statusCode).toBe(422);
    expect(young.json().errors).toEqual([
      { field: 'date_of_birth', message: 'ผู้ซื้อสลากต้องมีอายุ 20 ปีบริบูรณ์ขึ้นไป' },
    ]);
  });

  test.each([
    ['not a date', '21/11/1990', 400],
    ['an impossible day', '1990-02-30', 400],
    ['the future', '2030-01-01', 422],
    ['today', '2026-11-21', 422],
  ])('date of birth: %s (%s) → %i', async (_name, date_of_birth, status) => {
    const { token } = await registerLocal(app);
    const response = await put(token, { name: 'ก', lastname: 'ข', date_of_birth });
    expect(response.statusCode).toBe(status);
    expect(response.json().errors[0].field).toBe('date_of_birth');
  });

  test('needs a token', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/public/v2/auth/profile',
      payload: { name: 'ก', lastname: 'ข', date_of_birth: '1990-01-01' },
    });
    expect(response.statusCode).toBe(401);
  });
});
