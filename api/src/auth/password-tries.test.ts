import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { DEMO_STAFF } from '#api/staff/demo-staff';
import { DEMO_DEALER_PASSWORD, DEMO_DEALERS } from '#api/db/seed/store-catalogue';
import { PASSWORD, latestSmsCode, registerLocal } from '#api/test/auth-fixtures';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';
import { createTestTruck, OPERATOR_PASSWORD } from '#api/test/truck-fixtures';
import { AUTH_API_MESSAGES } from './auth-messages';
import { ACCOUNT_BACKOFF } from './password-tries';

/**
 * Password guesses spread over many addresses: behind a trusted proxy each guess comes from another
 * X-Forwarded-For address, so only the account's own count (a back-off) can hold them. Every kind
 * of password login is covered: members, dealers, staff and truck operators.
 */
const clock = createTestClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now, config: { trustProxy: true } });
});
afterAll(() => app.close());
beforeEach(() => clock.set(TEST_NOW));

const later = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000));

type Login = (password: string, address: string) => Promise<LightMyRequestResponse>;

const post =
  (url: string, body: (password: string) => object): Login =>
  (password, address) =>
    app.inject({
      method: 'POST',
      url,
      payload: body(password),
      headers: { 'x-forwarded-for': address },
      remoteAddress: '10.9.9.9',
    });

const memberLogin = (tel: string) => post('/public/v2/auth/login', (password) => ({ tel, password }));

/** 5 addresses × 12 wrong guesses, one after another: the status of each. */
async function spreadGuesses(login: Login, addressBase: string): Promise<number[]> {
  const codes: number[] = [];
  for (let a = 1; a <= 5; a += 1) {
    for (let g = 0; g < 12; g += 1)
      codes.push((await login(`wrong-guess-${a}-${g}`, `${addressBase}.${a}`)).statusCode);
  }
  return codes;
}

const count = (codes: number[], status: number) => codes.filter((code) => code === status).length;

test('members: 5 addresses × 12 guesses get 10 checked; the rest wait, with a Thai wait and Retry-After', async () => {
  const { tel } = await registerLocal(app);
  const login = memberLogin(tel);
  const codes = await spreadGuesses(login, '203.0.113');
  expect(count(codes, 401)).toBe(ACCOUNT_BACKOFF.freeTries);
  expect(count(codes, 429)).toBe(60 - ACCOUNT_BACKOFF.freeTries);

  // The owner, from an address never seen, waits like everyone: 30 s, then gets in.
  const waiting = await login(PASSWORD, '198.51.100.77');
  expect(waiting.statusCode).toBe(429);
  expect(waiting.headers['retry-after']).toBe('30');
  expect(waiting.json()).toEqual({
    message: 'บัญชีนี้ใส่รหัสผ่านผิดหลายครั้ง กรุณาลองใหม่อีกครั้งใน 30 วินาที',
    errors: [],
    status: 429,
  });
  later(30);
  expect((await login(PASSWORD, '198.51.100.77')).statusCode).toBe(200);
  // A right password starts the account afresh.
  expect((await login('wrong-again', '203.0.113.99')).statusCode).toBe(401);
});

test('each try after the free ones doubles the wait: 30 s, 1 min, 2 min … at most 15 min', async () => {
  const { tel } = await registerLocal(app);
  const login = memberLogin(tel);
  for (let i = 0; i < ACCOUNT_BACKOFF.freeTries; i += 1) {
    expect((await login('wrong-guess', `192.0.2.${i}`)).statusCode).toBe(401);
  }
  const waits: string[] = [];
  for (let i = 0; i < 7; i += 1) {
    const refused = await login('wrong-guess', `192.0.2.${100 + i}`);
    expect(refused.statusCode).toBe(429);
    waits.push(refused.headers['retry-after'] as string);
    later(Number(refused.headers['retry-after']));
    expect((await login('wrong-guess', `192.0.2.${200 + i}`)).statusCode).toBe(401);
  }
  expect(waits).toEqual(['30', '60', '120', '240', '480', '900', '900']);
  const minutes = await login('wrong-guess', '192.0.2.250');
  expect(minutes.json().message).toBe(AUTH_API_MESSAGES.accountBackoff(900));
  expect(minutes.json().message).toContain('15 นาที');
});

test('the owner on an address they logged in from is not held by a stranger keeping the account waiting', async () => {
  const { tel } = await registerLocal(app);
  const login = memberLogin(tel);
  expect((await login(PASSWORD, '198.51.100.10')).statusCode).toBe(200);
  await spreadGuesses(login, '203.0.114');
  expect((await login(PASSWORD, '198.51.100.11')).statusCode).toBe(429);
  expect((await login(PASSWORD, '198.51.100.10')).statusCode).toBe(200);
});

test('a day after the last try the account is forgotten', async () => {
  const { tel } = await registerLocal(app);
  const login = memberLogin(tel);
  await spreadGuesses(login, '203.0.115');
  expect((await login('wrong-guess', '192.0.3.250')).statusCode).toBe(429);
  later(ACCOUNT_BACKOFF.forgetAfterMs / 1000);
  const codes: number[] = [];
  for (let i = 0; i < ACCOUNT_BACKOFF.freeTries; i += 1) {
    codes.push((await login('wrong-guess', `192.0.3.${i}`)).statusCode);
  }
  expect(codes).toEqual(Array(ACCOUNT_BACKOFF.freeTries).fill(401));
});

test('a password reset by OTP proves the phone: the account does not wait any more', async () => {
  const { tel } = await registerLocal(app);
  const login = memberLogin(tel);
  await spreadGuesses(login, '203.0.116');
  expect((await login(PASSWORD, '198.51.100.20')).statusCode).toBe(429);
  const sent = await app.inject({
    method: 'POST',
    url: '/public/v2/auth/otp/send',
    payload: { tel, purpose: 'reset_password' },
  });
  expect(sent.statusCode).toBe(200);
  const reset = await app.inject({
    method: 'POST',
    url: '/public/v2/auth/password/reset',
    payload: {
      tel,
      otp_ref: sent.json().data.otp_ref,
      code: await latestSmsCode(app, tel),
      password: 'new-lucky-5678',
      password_confirmation: 'new-lucky-5678',
    },
  });
  expect(reset.statusCode).toBe(200);
  expect((await login('new-lucky-5678', '198.51.100.20')).statusCode).toBe(200);
});

test('dealers share the members’ count: guesses over 5 addresses get 10 checked', async () => {
  const dealer = DEMO_DEALERS[2]!;
  const login = post('/public/bos/v1/dealer/auth/login', (password) => ({ tel: dealer.tel, password }));
  const codes = await spreadGuesses(login, '203.0.117');
  expect(count(codes, 401)).toBe(ACCOUNT_BACKOFF.freeTries);
  later(30);
  expect((await login(DEMO_DEALER_PASSWORD, '198.51.100.30')).statusCode).toBe(200);
});

test('staff: guesses over 5 addresses get 10 checked; the owner gets in after the wait', async () => {
  const login = post('/admin/v1/staff-sessions', (password) => ({ username: DEMO_STAFF.username, password }));
  const codes = await spreadGuesses(login, '203.0.118');
  expect(count(codes, 401)).toBe(ACCOUNT_BACKOFF.freeTries);
  const waiting = await login(DEMO_STAFF.password, '198.51.100.40');
  expect(waiting.statusCode).toBe(429);
  expect(waiting.json().message).toBe(AUTH_API_MESSAGES.accountBackoff(30));
  later(30);
  expect((await login(DEMO_STAFF.password, '198.51.100.40')).statusCode).toBe(201);
});

test('truck operators: guesses over 5 addresses get 10 checked; the operator gets in after the wait', async () => {
  const truck = await createTestTruck(app, { now: TEST_NOW });
  const login = post('/truck/v1/dealers/login', (password) => ({ username: truck.username, password }));
  const codes = await spreadGuesses(login, '203.0.119');
  expect(count(codes, 401)).toBe(ACCOUNT_BACKOFF.freeTries);
  const waiting = await login(OPERATOR_PASSWORD, '198.51.100.50');
  expect(waiting.statusCode).toBe(429);
  expect(waiting.headers['retry-after']).toBe('30');
  later(30);
  expect((await login(OPERATOR_PASSWORD, '198.51.100.50')).statusCode).toBe(200);
});
