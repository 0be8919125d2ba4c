/** @jest-environment node */
import { authUserFixture } from '../testing/auth-user-fixture';
import { jsonResponse, mockFetch, type FetchMock } from '../testing/mock-fetch';
import {
  acceptConsent,
  fetchAuthUser,
  fetchLatestConsent,
  fetchLineConfig,
  fetchSmsInbox,
  postLineCallback,
  postLineConnectUser,
  postLogin,
  postLogout,
  postOtpSend,
  postOtpVerify,
  postPasswordReset,
  postRegister,
  postSignInCode,
  postSignInCodeExchange,
  sendPendingSms,
  startLineLogin,
  updateProfile,
} from './auth';
import { ApiRequestError } from './client';
import { configureApi } from './config';
import { installMemoryStorage } from '../testing/memory-storage';

let fetchMock: FetchMock | undefined;
afterEach(() => fetchMock?.restore());
beforeAll(() => configureApi({ publicUrl: 'http://api.test', shopUrl: 'http://shop.test' }));

/** Answers `body` to every call and records them. */
function answer(body: unknown, status = 200): FetchMock {
  fetchMock = mockFetch(() => jsonResponse(body, status));
  return fetchMock;
}

async function sent(mock: FetchMock, index = 0) {
  const request = mock.calls[index];
  if (!request) throw new Error('no call');
  const text = await request.text();
  return {
    method: request.method,
    url: request.url,
    auth: request.headers.get('authorization'),
    body: text ? JSON.parse(text) : undefined,
  };
}

const user = authUserFixture();

test('postRegister posts the form and unwraps the token', async () => {
  const mock = answer({ data: { token: 'tok' } }, 201);
  const body = {
    name: 'ก',
    lastname: 'ข',
    tel: '0812345678',
    password: 'abc12345',
    password_confirmation: 'abc12345',
  };
  await expect(postRegister(body)).resolves.toBe('tok');
  expect(await sent(mock)).toMatchObject({
    method: 'POST',
    url: 'http://api.test/public/v2/auth/register',
    body,
  });
});

test('postLogin: a 401 becomes an ApiRequestError with the Thai message', async () => {
  answer({ message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง', errors: [], status: 401 }, 401);
  const error = await postLogin({ tel: '0812345678', password: 'x' }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ApiRequestError);
  expect((error as ApiRequestError).error).toEqual({
    message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง',
    errors: [],
    status: 401,
  });
});

test('fetchAuthUser asks for every include and can use a given token', async () => {
  const mock = answer({ data: user });
  await expect(fetchAuthUser({ token: 'fresh' })).resolves.toEqual(user);
  const call = await sent(mock);
  expect(new URL(call.url).searchParams.get('includes')).toBe(
    'avatar,is_accept_latest_consent,is_follow_line_notification,bank_account,address',
  );
  expect(call.auth).toBe('Bearer fresh');
});

test('fetchAuthUser rejects a user missing fields', async () => {
  const { tel: _tel, ...broken } = user;
  answer({ data: broken });
  await expect(fetchAuthUser()).rejects.toBeInstanceOf(ApiRequestError);
});

test('postLogout, acceptConsent and postPasswordReset expect { data: null }', async () => {
  let mock = answer({ data: null });
  await expect(postLogout({ token: 't' })).resolves.toBeUndefined();
  expect(await sent(mock)).toMatchObject({
    method: 'POST',
    url: 'http://api.test/public/v2/auth/logout',
    auth: 'Bearer t',
  });
  mock.restore();
  mock = answer({ data: null });
  await acceptConsent(3);
  expect(await sent(mock)).toMatchObject({
    url: 'http://api.test/public/v2/consents/accept',
    body: { consent_id: 3 },
  });
  mock.restore();
  mock = answer({ data: null });
  const reset = {
    tel: '0812345678',
    otp_ref: 'r',
    code: '123456',
    password: 'abc12345',
    password_confirmation: 'abc12345',
  };
  await postPasswordReset(reset);
  expect(await sent(mock)).toMatchObject({
    url: 'http://api.test/public/v2/auth/password/reset',
    body: reset,
  });
});

test('OTP send and verify', async () => {
  let mock = answer({
    data: {
      otp_ref: 'r1',
      display_ref: 'K7QX',
      expires_at: '2026-11-21T18:05:00.000+07:00',
      resend_after_seconds: 60,
    },
  });
  await expect(postOtpSend({ tel: '0812345678', purpose: 'verify_phone' })).resolves.toMatchObject({
    otp_ref: 'r1',
  });
  expect((await sent(mock)).url).toBe('http://api.test/public/v2/auth/otp/send');
  mock.restore();
  mock = answer({ data: user });
  await expect(postOtpVerify({ otp_ref: 'r1', code: '123456' })).resolves.toEqual(user);
});

test('updateProfile puts the form', async () => {
  const mock = answer({ data: user });
  await updateProfile({ name: 'ก', lastname: 'ข', date_of_birth: '1990-01-01' });
  expect(await sent(mock)).toMatchObject({ method: 'PUT', url: 'http://api.test/public/v2/auth/profile' });
});

describe('LINE', () => {
  beforeEach(() => installMemoryStorage());

  /** This browser starts a login: the API answers LINE's URL, the state and this browser's key. */
  async function start(state = 's1', key = 'key-1') {
    const mock = answer({
      data: { authorize_url: `https://line.test/authorize?state=${state}`, state, browser_key: key },
    });
    const url = await startLineLogin({ redirect_url: '/members/profile', mode: 'connect' });
    mock.restore();
    return { url, sent: await sent(mock) };
  }

  test('config says whether LINE login is on', async () => {
    answer({ data: { enabled: true } });
    await expect(fetchLineConfig()).resolves.toBe(true);
  });

  test('startLineLogin posts where to return and answers where to send the browser', async () => {
    const { url, sent: request } = await start();
    expect(url).toBe('https://line.test/authorize?state=s1');
    expect(request).toMatchObject({
      method: 'POST',
      url: 'http://api.test/public/v2/auth/line/authorize',
      body: { redirect_url: '/members/profile', mode: 'connect' },
    });
  });

  test('the callback sends the key this browser kept for that state, once', async () => {
    await start('s1', 'key-1');
    await start('s2', 'key-2');
    let mock = answer({ data: { token: 'tok', link_token: null, redirect_url: '/' } });
    await expect(postLineCallback({ code: 'c', state: 's1' })).resolves.toEqual({
      token: 'tok',
      link_token: null,
      redirect_url: '/',
    });
    expect((await sent(mock)).body).toEqual({ code: 'c', state: 's1', browser_key: 'key-1' });
    mock.restore();
    // Used: a second post of the same state carries no key; the other login keeps its own.
    mock = answer({ data: { token: 'tok', link_token: null, redirect_url: '/' } });
    await postLineCallback({ code: 'c', state: 's1' });
    await postLineCallback({ code: 'c', state: 's2' });
    expect((await sent(mock, 0)).body).toEqual({ code: 'c', state: 's1' });
    expect((await sent(mock, 1)).body).toEqual({ code: 'c', state: 's2', browser_key: 'key-2' });
  });

  test('a callback this browser did not start is posted without a key (the API refuses it)', async () => {
    const mock = answer({ message: 'ไม่ได้เริ่มจากเบราว์เซอร์นี้', errors: [], status: 400 }, 400);
    await expect(postLineCallback({ code: 'c', state: 'someone-elses' })).rejects.toBeInstanceOf(
      ApiRequestError,
    );
    expect((await sent(mock)).body).toEqual({ code: 'c', state: 'someone-elses' });
  });

  test('a link token answer keeps the key for connect-user', async () => {
    await start('s1', 'key-1');
    let mock = answer({ data: { token: null, link_token: 'link', redirect_url: '/' } });
    await postLineCallback({ code: 'c', state: 's1' });
    mock.restore();
    mock = answer({ data: { token: 'tok' } });
    await expect(postLineConnectUser({ tel: '0812345678', password: 'p', link_token: 'link' })).resolves.toBe(
      'tok',
    );
    expect((await sent(mock)).body).toEqual({
      tel: '0812345678',
      password: 'p',
      link_token: 'link',
      browser_key: 'key-1',
    });
  });
});

test('latest consent, SMS inbox, and send-pending-sms on the shop host', async () => {
  let mock = answer({ data: { id: 1, content: '<p>x</p>', version: 1 } });
  await expect(fetchLatestConsent()).resolves.toEqual({ id: 1, content: '<p>x</p>', version: 1 });
  mock.restore();
  mock = answer({
    data: [{ tel: '0812345678', message: 'm', code: '123456', sent_at: '2026-11-21T18:00:00.000+07:00' }],
  });
  await expect(fetchSmsInbox('0812345678')).resolves.toHaveLength(1);
  expect((await sent(mock)).url).toBe('http://api.test/dev/sms-inbox?tel=0812345678');
  mock.restore();
  mock = answer({ data: null });
  await sendPendingSms('0812345678');
  expect(await sent(mock)).toMatchObject({
    url: 'http://shop.test/api/public/v1/members/send-pending-sms',
    body: { tel: '0812345678' },
  });
});

test('postSignInCode asks with the given token and reads the code and its link', async () => {
  const result = {
    code: 'c0de',
    expires_at: '2026-11-21T18:02:00+07:00',
    signin_url: 'http://site.test/mobile/signin?code=c0de',
  };
  const mock = answer({ data: result }, 201);
  await expect(postSignInCode({ token: 'app-token' })).resolves.toEqual(result);
  expect(await sent(mock)).toMatchObject({
    method: 'POST',
    url: 'http://api.test/public/v2/auth/sign-in-codes',
    auth: 'Bearer app-token',
  });
});

test('postSignInCodeExchange posts the code and unwraps the token; a used code is the API error', async () => {
  const mock = answer({ data: { token: 'site-token' } });
  await expect(postSignInCodeExchange('c0de')).resolves.toBe('site-token');
  expect(await sent(mock)).toMatchObject({
    method: 'POST',
    url: 'http://api.test/public/v2/auth/sign-in-codes/exchange',
    body: { code: 'c0de' },
  });
  mock.restore();
  answer({ message: 'ลิงก์เข้าสู่ระบบนี้ใช้ไม่ได้แล้ว', errors: [], status: 401 }, 401);
  await expect(postSignInCodeExchange('c0de')).rejects.toMatchObject({ status: 401 });
});
