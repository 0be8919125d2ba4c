import type { FastifyInstance } from 'fastify';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { PASSWORD, bearer, latestSmsCode, me, registerLocal, wrongCodeFor } from '#api/test/auth-fixtures';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';
import { uniqueTel } from '#api/test/member-session';
import { sumPointTransactions } from '#api/rewards/points-repository';
import { WELCOME_POINTS } from '@chokdee/shared-contract/schemas/points';

const clock = createTestClock();
let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ clock: clock.now });
});
afterAll(() => app.close());
beforeEach(() => clock.set(TEST_NOW));

const later = (seconds: number) => clock.set(new Date(clock.now().getTime() + seconds * 1000));

let ipCounter = 0;
/** Each test sends from its own IP, so the per-IP limit only bites where a test wants it to. */
const freshIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function send(body: object, options: { token?: string; ip?: string } = {}) {
  return app.inject({
    method: 'POST',
    url: '/public/v2/auth/otp/send',
    payload: body,
    headers: options.token ? bearer(options.token) : {},
    remoteAddress: options.ip ?? freshIp(),
  });
}

function verify(token: string, body: object) {
  return app.inject({
    method: 'POST',
    url: '/public/v2/auth/otp/verify',
    payload: body,
    headers: bearer(token),
  });
}

async function sendVerify(tel: string, token: string, ip?: string) {
  const response = await send({ tel, purpose: 'verify_phone' }, { token, ip });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    otp_ref: string;
    display_ref: string;
    expires_at: string;
    resend_after_seconds: number;
  };
}

describe('verify_phone', () => {
  test('send → SMS in the dev inbox → verify sets verified_otp_id', async () => {
    const { tel, token } = await registerLocal(app);
    const sent = await sendVerify(tel, token);
    expect(sent.expires_at).toBe('2026-11-21T18:05:00.000+07:00');
    expect(sent.resend_after_seconds).toBe(60);
    const inbox = (await app.inject({ method: 'GET', url: `/dev/sms-inbox?tel=${tel}` })).json().data;
    expect(inbox).toHaveLength(1);
    expect(inbox[0].message).toContain(inbox[0].code);
    expect(inbox[0].code).toMatch(/^\d{6}$/);
    // The screen and the SMS show the same short reference; the long ref stays out of sight.
    expect(sent.display_ref).toMatch(/^[A-Z0-9]{4,6}$/);
    expect(inbox[0].message).toContain(`รหัสอ้างอิง: ${sent.display_ref}`);
    expect(inbox[0].message).not.toContain(sent.otp_ref);

    const verified = await verify(token, { otp_ref: sent.otp_ref, code: inbox[0].code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.verified_otp_id).toEqual(expect.any(Number));
    expect((await me(app, token)).json().data.verified_otp_id).toBe(verified.json().data.verified_otp_id);
  });

  test('needs the member token, and only for their own number', async () => {
    const { tel, token } = await registerLocal(app);
    expect((await send({ tel, purpose: 'verify_phone' })).statusCode).toBe(401);
    const other = await send({ tel: uniqueTel(), purpose: 'verify_phone' }, { token });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual([{ field: 'tel', message: AUTH_API_MESSAGES.otpTelMismatch }]);
  });

  test('a wrong code → 422 on field code', async () => {
    const { tel, token } = await registerLocal(app);
    const sent = await sendVerify(tel, token);
    const code = await latestSmsCode(app, tel);
    const response = await verify(token, { otp_ref: sent.otp_ref, code: wrongCodeFor(code) });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'รหัส OTP ไม่ถูกต้อง',
      errors: [{ field: 'code', message: 'รหัส OTP ไม่ถูกต้อง' }],
      status: 422,
    });
    expect((await me(app, token)).json().data.verified_otp_id).toBeNull();
  });

  test('a code is single use', async () => {
    const { tel, token } = await registerLocal(app);
    const sent = await sendVerify(tel, token);
    const code = await latestSmsCode(app, tel);
    expect((await verify(token, { otp_ref: sent.otp_ref, code })).statusCode).toBe(200);
    const again = await verify(token, { otp_ref: sent.otp_ref, code });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('รหัส OTP หมดอายุ กรุณาขอรหัสใหม่');
  });

  test('a code expires after 5 minutes', async () => {
    const { tel, token } = await registerLocal(app);
    const sent = await sendVerify(tel, token);
    const code = await latestSmsCode(app, tel);
    later(5 * 60);
    const response = await verify(token, { otp_ref: sent.otp_ref, code });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([{ field: 'code', message: 'รหัส OTP หมดอายุ กรุณาขอรหัสใหม่' }]);
  });

  test('still valid just before 5 minutes', async () => {
    const { tel, token } = await registerLocal(app);
    const sent = await sendVerify(tel, token);
    const code = await latestSmsCode(app, tel);
    later(5 * 60 - 1);
    expect((await verify(token, { otp_ref: sent.otp_ref, code })).statusCode).toBe(200);
  });

  test('5 wrong tries lock the code: the right one is then refused with 429', async () => {
    const { tel, token } = await registerLocal(app);
    const sent = await sendVerify(tel, token);
    const code = await latestSmsCode(app, tel);
    for (let i = 0; i < 5; i += 1) {
      expect((await verify(token, { otp_ref: sent.otp_ref, code: wrongCodeFor(code) })).statusCode).toBe(422);
    }
    const locked = await verify(token, { otp_ref: sent.otp_ref, code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(AUTH_API_MESSAGES.otpLocked);
  });

  test('4 wrong tries still let the right code through', async () => {
    const { tel, token } = await registerLocal(app);
    const sent = await sendVerify(tel, token);
    const code = await latestSmsCode(app, tel);
    for (let i = 0; i < 4; i += 1) await verify(token, { otp_ref: sent.otp_ref, code: wrongCodeFor(code) });
    expect((await verify(token, { otp_ref: sent.otp_ref, code })).statusCode).toBe(200);
  });

  test("another member's ref is refused like a wrong code", async () => {
    const a = await registerLocal(app);
    const b = await registerLocal(app);
    const sent = await sendVerify(a.tel, a.token);
    const code = await latestSmsCode(app, a.tel);
    expect((await verify(b.token, { otp_ref: sent.otp_ref, code })).statusCode).toBe(422);
    expect((await verify(a.token, { otp_ref: sent.otp_ref, code })).statusCode).toBe(200);
  });

  test('bad input → 400; no token → 401', async () => {
    const { token } = await registerLocal(app);
    const bad = await verify(token, { otp_ref: 'x', code: '12ab' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ field: 'code', message: 'รหัส OTP ต้องเป็นตัวเลข 6 หลัก' }]);
    expect((await send({ tel: '12', purpose: 'verify_phone' })).statusCode).toBe(400);
    expect((await send({ tel: '0812345678', purpose: 'spam' })).statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'POST',
      url: '/public/v2/auth/otp/verify',
      payload: { otp_ref: 'x', code: '123456' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('send limits', () => {
  test('one code per number per 60 seconds', async () => {
    const { tel, token } = await registerLocal(app);
    await sendVerify(tel, token);
    later(30);
    const early = await send({ tel, purpose: 'verify_phone' }, { token });
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toBe(AUTH_API_MESSAGES.otpSendThrottled);
    expect(early.headers['retry-after']).toBe('30');
    later(30);
    expect((await send({ tel, purpose: 'verify_phone' }, { token })).statusCode).toBe(200);
  });

  test('5 codes per number per hour', async () => {
    const { tel, token } = await registerLocal(app);
    for (let i = 0; i < 5; i += 1) {
      await sendVerify(tel, token);
      later(61);
    }
    expect((await send({ tel, purpose: 'verify_phone' }, { token })).statusCode).toBe(429);
    later(60 * 60);
    expect((await send({ tel, purpose: 'verify_phone' }, { token })).statusCode).toBe(200);
  });

  test('the per-number hour comes from OTP_SENDS_PER_TEL_PER_HOUR', async () => {
    const strict = await buildTestApp({
      clock: clock.now,
      config: { auth: { ...app.config.auth, otpSendsPerTelPerHour: 2 } },
    });
    try {
      const tel = uniqueTel();
      const resetCode = () =>
        strict.inject({
          method: 'POST',
          url: '/public/v2/auth/otp/send',
          payload: { tel, purpose: 'reset_password' },
          remoteAddress: freshIp(),
        });
      expect((await resetCode()).statusCode).toBe(200);
      later(61);
      expect((await resetCode()).statusCode).toBe(200);
      later(61);
      expect((await resetCode()).statusCode).toBe(429);
    } finally {
      await strict.close();
    }
  });

  test('20 codes per IP per hour, whatever the numbers', async () => {
    const ip = '10.99.0.1';
    for (let i = 0; i < 20; i += 1) {
      expect((await send({ tel: uniqueTel(), purpose: 'reset_password' }, { ip })).statusCode).toBe(200);
    }
    expect((await send({ tel: uniqueTel(), purpose: 'reset_password' }, { ip })).statusCode).toBe(429);
    expect(
      (await send({ tel: uniqueTel(), purpose: 'reset_password' }, { ip: '10.99.0.2' })).statusCode,
    ).toBe(200);
  });
});

describe('password reset', () => {
  const reset = (body: object) =>
    app.inject({ method: 'POST', url: '/public/v2/auth/password/reset', payload: body });
  const login = (tel: string, password: string) =>
    app.inject({ method: 'POST', url: '/public/v2/auth/login', payload: { tel, password } });

  test('a reset code sets the new password and revokes every token', async () => {
    const { tel, token } = await registerLocal(app);
    const second = (await login(tel, PASSWORD)).json().data.token;
    const sent = (await send({ tel, purpose: 'reset_password' })).json().data;
    const code = await latestSmsCode(app, tel);
    const response = await reset({
      tel,
      otp_ref: sent.otp_ref,
      code,
      password: 'newpass99',
      password_confirmation: 'newpass99',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null });
    expect((await me(app, token)).statusCode).toBe(401);
    expect((await me(app, second)).statusCode).toBe(401);
    expect((await login(tel, PASSWORD)).statusCode).toBe(401);
    const fresh = await login(tel, 'newpass99');
    expect(fresh.statusCode).toBe(200);
    // The code also proved the phone, which credits the welcome points (before any balance read).
    const member = (await me(app, fresh.json().data.token)).json().data;
    expect(member.verified_otp_id).toEqual(expect.any(Number));
    expect(await sumPointTransactions(app.db, member.id)).toBe(WELCOME_POINTS);
  });

  test('a number that is no member: same answer, but no SMS and the reset fails', async () => {
    const tel = uniqueTel();
    const sent = await send({ tel, purpose: 'reset_password' });
    expect(sent.statusCode).toBe(200);
    expect(Object.keys(sent.json().data).sort()).toEqual([
      'display_ref',
      'expires_at',
      'otp_ref',
      'resend_after_seconds',
    ]);
    const inbox = (await app.inject({ method: 'GET', url: `/dev/sms-inbox?tel=${tel}` })).json().data;
    expect(inbox).toEqual([]);
    const response = await reset({
      tel,
      otp_ref: sent.json().data.otp_ref,
      code: '123456',
      password: 'newpass99',
      password_confirmation: 'newpass99',
    });
    expect(response.statusCode).toBe(422);
  });

  test('a wrong code, another number, or a verify_phone code cannot reset', async () => {
    const { tel, token } = await registerLocal(app);
    const other = await registerLocal(app);
    const sent = (await send({ tel, purpose: 'reset_password' })).json().data;
    const code = await latestSmsCode(app, tel);
    const body = { password: 'newpass99', password_confirmation: 'newpass99' };
    expect((await reset({ ...body, tel, otp_ref: sent.otp_ref, code: wrongCodeFor(code) })).statusCode).toBe(
      422,
    );
    expect((await reset({ ...body, tel: other.tel, otp_ref: sent.otp_ref, code })).statusCode).toBe(422);
    later(61);
    const verifySent = await sendVerify(tel, token);
    const verifyCode = await latestSmsCode(app, tel);
    expect((await reset({ ...body, tel, otp_ref: verifySent.otp_ref, code: verifyCode })).statusCode).toBe(
      422,
    );
    expect((await me(app, token)).statusCode).toBe(200);
  });

  test('the new password follows the password rules', async () => {
    const response = await reset({
      tel: '0812345678',
      otp_ref: 'x',
      code: '123456',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['password', 'password_confirmation']),
    );
  });
});
