import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomUUID } from 'node:crypto';
import { buildApp } from '#api/app';
import { openDatabase } from '#api/db/client';
import { users } from './auth-tables';
import { bearer, latestSmsCode, registerLocal, wrongCodeFor } from '#api/test/auth-fixtures';
import { testConfig, TEST_NOW } from '#api/test/build-test-app';
import { uniqueTel } from '#api/test/member-session';
import { cookieChoice } from '#api/test/cookie-consent-fixtures';
import { freshPostgresSchema, postgresSchemaUrl, testSchemaName } from '#api/test/postgres-server';
import { AUTH_API_MESSAGES } from './auth-messages';
import { ACCOUNT_BACKOFF, LOGIN_LIMIT } from './password-tries';
import { OTP_POLICY } from './otp';
import { insertUser, isUniqueViolation } from './users-repository';
import { DEMO_STAFF } from '#api/staff/demo-staff';
import { STAFF_MESSAGES } from '#api/staff/staff-messages';
import { createTestTruck } from '#api/test/truck-fixtures';
import { upsertStaff } from '#api/staff/staff-repository';

const STAFF_PASSWORD = 'spread-staff-password';

/**
 * The brute-force limits against a real PostgreSQL server, where requests really run at once
 * (PGlite runs one statement at a time): N guesses sent together get at most the limit evaluated,
 * and the count is shared by two API processes (two apps with their own pools on one database).
 * The local server when it answers; REQUIRE_PG=1 turns "not reachable" into a failure.
 */
const SCHEMA = testSchemaName('auth_races');
const url = postgresSchemaUrl(SCHEMA);
const POOL_SIZE = 30;
const DEMO_DEALER = { tel: '0861000001', password: 'chokdee1234' };

jest.setTimeout(120_000);

let apps: FastifyInstance[] = [];

/** The app's own pool (its limits and per-client error listeners), sized for the race. */
const pooledDatabase = () => openDatabase(url, { poolSize: POOL_SIZE });

beforeAll(async () => {
  if (!(await freshPostgresSchema(SCHEMA))) return;
  // Behind a trusted proxy, as in production: guesses can then come from many X-Forwarded-For addresses.
  const config = testConfig({ databaseUrl: url, trustProxy: true });
  const first = await buildApp({ config, clock: () => TEST_NOW, database: await pooledDatabase() });
  // A second process on the same database: migrated and seeded by the first.
  const second = await buildApp({
    config,
    clock: () => TEST_NOW,
    database: await pooledDatabase(),
    prepareDatabase: false,
  });
  apps = [first, second];
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
});

/** `count` copies of a request sent at once, alternating between the two API processes. */
async function burst(
  count: number,
  request: (i: number) => InjectOptions,
): Promise<LightMyRequestResponse[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => apps[i % apps.length]!.inject(request(i))));
}

function tally(responses: LightMyRequestResponse[]): Record<number, number> {
  const byStatus: Record<number, number> = {};
  for (const response of responses) byStatus[response.statusCode] = (byStatus[response.statusCode] ?? 0) + 1;
  return byStatus;
}

const login = (path: string, tel: string, password: string, remoteAddress = '198.51.100.7') => ({
  method: 'POST' as const,
  url: path,
  remoteAddress,
  payload: { tel, password },
});

test('50 wrong member logins at once for one phone: 10 evaluated (401), 40 refused (429); then the right password is refused too', async () => {
  if (apps.length === 0) return;
  const { tel } = await registerLocal(apps[0]!);
  const wrong = await burst(50, (i) => login('/public/v2/auth/login', tel, `wrong-pass-${i}`));
  expect(tally(wrong)).toEqual({ 401: LOGIN_LIMIT.tries, 429: 50 - LOGIN_LIMIT.tries });
  const refused = wrong.find((response) => response.statusCode === 429)!;
  expect(refused.json()).toEqual({ message: AUTH_API_MESSAGES.loginThrottled, errors: [], status: 429 });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

  const right = await apps[1]!.inject(login('/public/v2/auth/login', tel, 'lucky1234'));
  expect(right.statusCode).toBe(429);
  // Another address has its own count, but the account waits whatever the address.
  const elsewhere = await apps[0]!.inject(login('/public/v2/auth/login', tel, 'lucky1234', '198.51.100.8'));
  expect(elsewhere.statusCode).toBe(429);
  expect(elsewhere.json().message).toBe(AUTH_API_MESSAGES.accountBackoff(30));
});

test('50 wrong dealer logins at once: 10 evaluated, 40 refused', async () => {
  if (apps.length === 0) return;
  const wrong = await burst(50, (i) =>
    login('/public/bos/v1/dealer/auth/login', DEMO_DEALER.tel, `wrong-pass-${i}`, '198.51.100.20'),
  );
  expect(tally(wrong)).toEqual({ 401: LOGIN_LIMIT.tries, 429: 50 - LOGIN_LIMIT.tries });
  const right = await apps[0]!.inject(
    login('/public/bos/v1/dealer/auth/login', DEMO_DEALER.tel, DEMO_DEALER.password, '198.51.100.20'),
  );
  expect(right.statusCode).toBe(429);
});

test('50 wrong OTP codes at once: 5 compared (422), 45 refused (429); the right code afterwards is refused', async () => {
  if (apps.length === 0) return;
  const { tel, token } = await registerLocal(apps[0]!);
  const sent = await apps[0]!.inject({
    method: 'POST',
    url: '/public/v2/auth/otp/send',
    headers: bearer(token),
    payload: { tel, purpose: 'verify_phone' },
  });
  expect(sent.statusCode).toBe(200);
  const otpRef = sent.json().data.otp_ref as string;
  const code = await latestSmsCode(apps[0]!, tel);
  let guess = code;
  const guesses = Array.from({ length: 50 }, () => (guess = wrongCodeFor(guess)));
  const verify = (c: string) => ({
    method: 'POST' as const,
    url: '/public/v2/auth/otp/verify',
    headers: bearer(token),
    payload: { otp_ref: otpRef, code: c },
  });
  const wrong = await burst(50, (i) => verify(guesses[i]!));
  expect(tally(wrong)).toEqual({ 422: OTP_POLICY.maxAttempts, 429: 50 - OTP_POLICY.maxAttempts });
  expect((await apps[1]!.inject(verify(code))).statusCode).toBe(429);
});

test('30 OTP sends at once to one number: one text; 40 sends from one IP to 40 numbers: 20 texts', async () => {
  if (apps.length === 0) return;
  const send = (tel: string, remoteAddress: string) => ({
    method: 'POST' as const,
    url: '/public/v2/auth/otp/send',
    remoteAddress,
    payload: { tel, purpose: 'reset_password' },
  });
  const tel = uniqueTel();
  expect(tally(await burst(30, () => send(tel, '198.51.100.30')))).toEqual({ 200: 1, 429: 29 });
  const tels = Array.from({ length: 40 }, () => uniqueTel());
  expect(tally(await burst(40, (i) => send(tels[i]!, '198.51.100.31')))).toEqual({
    200: OTP_POLICY.perIpPerHour,
    429: 40 - OTP_POLICY.perIpPerHour,
  });
});

test('the cookie-consent per-IP limit (@fastify/rate-limit) holds across two processes: 50 at once → 30 recorded', async () => {
  if (apps.length === 0) return;
  const limit = apps[0]!.config.siteForms.cookieConsentsPerIpPerMin;
  const responses = await burst(50, () => ({
    method: 'POST' as const,
    url: '/public/v3/cookie-consents',
    remoteAddress: '198.51.100.40',
    payload: cookieChoice(),
  }));
  expect(tally(responses)).toEqual({ 201: limit, 429: 50 - limit });
});

test('20 exchanges of one sign-in code at once: one token', async () => {
  if (apps.length === 0) return;
  const { token } = await registerLocal(apps[0]!);
  const created = await apps[1]!.inject({
    method: 'POST',
    url: '/public/v2/auth/sign-in-codes',
    headers: bearer(token),
  });
  expect(created.statusCode).toBe(201);
  const { code } = created.json().data as { code: string };
  const exchanges = await burst(20, () => ({
    method: 'POST' as const,
    url: '/public/v2/auth/sign-in-codes/exchange',
    payload: { code },
  }));
  expect(tally(exchanges)).toEqual({ 200: 1, 401: 19 });
});

test('50 wrong staff logins at once (console): 10 evaluated (401), 40 refused (429), like members', async () => {
  if (apps.length === 0) return;
  const staffLogin = (password: string) => ({
    method: 'POST' as const,
    url: '/admin/v1/staff-sessions',
    remoteAddress: '198.51.100.30',
    payload: { username: DEMO_STAFF.username, password },
  });
  const wrong = await burst(50, (i) => staffLogin(`wrong-pass-${i}`));
  expect(tally(wrong)).toEqual({ 401: LOGIN_LIMIT.tries, 429: 50 - LOGIN_LIMIT.tries });
  expect(wrong.find((response) => response.statusCode === 429)!.json().message).toBe(
    STAFF_MESSAGES.loginThrottled,
  );
  expect((await apps[1]!.inject(staffLogin(DEMO_STAFF.password))).statusCode).toBe(429);
});

/** `count` wrong guesses sent at once, each from its own address (X-Forwarded-For), over both processes. */
const spreadGuesses = (count: number, url: string, body: (i: number) => object) =>
  burst(count, (i) => ({
    method: 'POST' as const,
    url,
    remoteAddress: '10.0.0.1',
    headers: { 'x-forwarded-for': `203.0.${Math.floor(i / 200)}.${i % 200}` },
    payload: body(i),
  }));

describe('guesses at once from 60 addresses: the account’s limit holds whatever the address', () => {
  const expected = { 401: ACCOUNT_BACKOFF.freeTries, 429: 60 - ACCOUNT_BACKOFF.freeTries };

  test('a member: 10 evaluated (401), 50 told to wait (429)', async () => {
    if (apps.length === 0) return;
    const { tel } = await registerLocal(apps[0]!);
    const answers = await spreadGuesses(60, '/public/v2/auth/login', (i) => ({
      tel,
      password: `wrong-${i}`,
    }));
    expect(tally(answers)).toEqual(expected);
    const waiting = answers.find((answer) => answer.statusCode === 429)!;
    expect(waiting.json().message).toBe(AUTH_API_MESSAGES.accountBackoff(30));
    expect(waiting.headers['retry-after']).toBe('30');
  });

  test('a dealer: 10 evaluated', async () => {
    if (apps.length === 0) return;
    const answers = await spreadGuesses(60, '/public/bos/v1/dealer/auth/login', (i) => ({
      tel: '0861000004',
      password: `wrong-${i}`,
    }));
    expect(tally(answers)).toEqual(expected);
  });

  test('a staff member: 10 evaluated', async () => {
    if (apps.length === 0) return;
    await upsertStaff(
      apps[0]!.db,
      { username: 'spread-staff', name: 'ทดสอบ', password: STAFF_PASSWORD },
      TEST_NOW,
    );
    const answers = await spreadGuesses(60, '/admin/v1/staff-sessions', (i) => ({
      username: 'spread-staff',
      password: `wrong-${i}`,
    }));
    expect(tally(answers)).toEqual(expected);
  });

  test('a truck operator: 10 evaluated', async () => {
    if (apps.length === 0) return;
    const truck = await createTestTruck(apps[0]!, { now: TEST_NOW });
    const answers = await spreadGuesses(60, '/truck/v1/dealers/login', (i) => ({
      username: truck.username,
      password: `wrong-${i}`,
    }));
    expect(tally(answers)).toEqual(expected);
  });
});

const signUp = (tel: string, remoteAddress: string) => ({
  method: 'POST' as const,
  url: '/public/v2/auth/register',
  remoteAddress,
  payload: {
    name: 'พร้อมกัน',
    lastname: 'สมัคร',
    tel,
    password: 'lucky1234',
    password_confirmation: 'lucky1234',
  },
});

async function accountsWithTel(tel: string): Promise<number> {
  const rows = await apps[0]!.db.select({ id: users.id }).from(users).where(eq(users.tel, tel));
  return rows.length;
}

test('30 sign-ups of one number at once, from 30 addresses: one account; the rest a Thai 422 or 429, never a 500', async () => {
  if (apps.length === 0) return;
  const tel = uniqueTel();
  const responses = await burst(30, (i) => signUp(tel, `198.51.100.${100 + i}`));
  const perTel = apps[0]!.config.auth.registrationsPerTelPerHour;
  expect(tally(responses)).toEqual({ 201: 1, 422: perTel - 1, 429: 30 - perTel });
  expect(responses.find((r) => r.statusCode === 422)!.json().message).toBe(AUTH_API_MESSAGES.telTaken);
  expect(await accountsWithTel(tel)).toBe(1);
});

test('the number is unique in the database itself: 20 inserts of one number at once make one row', async () => {
  if (apps.length === 0) return;
  const tel = uniqueTel();
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, (_, i) =>
      insertUser(apps[i % apps.length]!.db, {
        ref: randomUUID(),
        name: 'แทรก',
        lastname: 'พร้อมกัน',
        tel,
        login_provider: 'local',
      }),
    ),
  );
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  expect(refused.every((r) => isUniqueViolation(r.reason))).toBe(true);
  expect(await accountsWithTel(tel)).toBe(1);
});

test('30 sign-ups from one IP at once (30 numbers), across two processes: exactly the per-IP limit get accounts', async () => {
  if (apps.length === 0) return;
  const limit = apps[0]!.config.auth.registrationsPerIpPerHour;
  const tels = Array.from({ length: 30 }, () => uniqueTel());
  const responses = await burst(30, (i) => signUp(tels[i]!, '198.51.100.60'));
  expect(tally(responses)).toEqual({ 201: limit, 429: 30 - limit });
  const refused = responses.find((r) => r.statusCode === 429)!;
  expect(refused.json()).toEqual({ message: AUTH_API_MESSAGES.registerThrottled, errors: [], status: 429 });
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  const made = await Promise.all(tels.map(accountsWithTel));
  expect(made.reduce((a, b) => a + b, 0)).toBe(limit);
});
