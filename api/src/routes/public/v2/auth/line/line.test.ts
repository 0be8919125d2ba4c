import type { FastifyInstance } from 'fastify';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { PASSWORD, me, registerLocal } from '#api/test/auth-fixtures';
import { buildTestApp, createTestClock, TEST_NOW } from '#api/test/build-test-app';
import { startFakeLineProvider, type FakeLineProvider } from '#api/testing/fake-line-provider';

const CLIENT = { clientId: 'line-client-1', clientSecret: 'line-secret-1' };
const SITE = 'http://shop.test:3000';

const clock = createTestClock();
let provider: FakeLineProvider;
let app: FastifyInstance;
let users = 0;

beforeAll(async () => {
  provider = await startFakeLineProvider(CLIENT);
  app = await buildTestApp({
    clock: clock.now,
    config: {
      siteUrl: SITE,
      line: {
        ...CLIENT,
        authorizeUrl: provider.authorizeUrl,
        tokenUrl: provider.tokenUrl,
        profileUrl: provider.profileUrl,
      },
    },
  });
});
afterAll(async () => {
  await app.close();
  await provider.close();
});
beforeEach(() => clock.set(TEST_NOW));

/** A LINE account of its own for each test. */
function newLineUser(displayName = 'น้องไลน์') {
  users += 1;
  const profile = {
    userId: `U${String(users).padStart(32, '0')}`,
    displayName,
    pictureUrl: `https://pic.test/${users}.png`,
  };
  provider.setProfile(profile);
  return profile;
}

async function authorize(query = 'redirect_url=/members/profile&mode=login') {
  const response = await app.inject({ method: 'GET', url: `/public/v2/auth/line/authorize?${query}` });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location));
}

/** The browser at LINE: the fake approves at once and sends it back to the site with code + state. */
async function approveAtLine(authorizeUrl: URL): Promise<{ code: string; state: string; back: URL }> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(String(response.headers.get('location')));
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '', back };
}

const callback = (body: object) =>
  app.inject({ method: 'POST', url: '/public/v2/auth/line/callback', payload: body });

test('config says LINE login is on', async () => {
  const response = await app.inject({ method: 'GET', url: '/public/v2/auth/line/config' });
  expect(response.json()).toEqual({ data: { enabled: true } });
});

test('authorize redirects to LINE with the code flow, state and an S256 challenge', async () => {
  const url = await authorize();
  expect(`${url.origin}${url.pathname}`).toBe(provider.authorizeUrl);
  const q = url.searchParams;
  expect(q.get('response_type')).toBe('code');
  expect(q.get('client_id')).toBe(CLIENT.clientId);
  expect(q.get('redirect_uri')).toBe(`${SITE}/oauth/callback/line`);
  expect(q.get('scope')).toBe('profile openid');
  expect(q.get('state')).toMatch(/^[\w-]{32}$/);
  expect(q.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(q.get('code_challenge_method')).toBe('S256');
  // A new state and challenge every time.
  const again = await authorize();
  expect(again.searchParams.get('state')).not.toBe(q.get('state'));
  expect(again.searchParams.get('code_challenge')).not.toBe(q.get('code_challenge'));
});

test('full login: the callback creates the LINE member and logs them in', async () => {
  const profile = newLineUser('ไลน์ ทดสอบ');
  const { code, state, back } = await approveAtLine(await authorize());
  expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/oauth/callback/line`);
  const response = await callback({ code, state });
  expect(response.statusCode).toBe(200);
  const data = response.json().data;
  expect(data).toMatchObject({ link_token: null, redirect_url: '/members/profile' });
  const user = (await me(app, data.token)).json().data;
  expect(user).toMatchObject({
    name: 'ไลน์ ทดสอบ',
    lastname: '',
    tel: null,
    login_provider: 'line',
    avatar: { url: profile.pictureUrl },
    date_of_birth: null,
  });
  expect(provider.requests).toEqual(expect.arrayContaining(['POST /token', 'GET /profile']));

  // The second login finds the same member.
  const second = await approveAtLine(await authorize());
  const again = await callback({ code: second.code, state: second.state });
  expect((await me(app, again.json().data.token)).json().data.id).toBe(user.id);
});

test('a state is used once: replaying the callback is refused', async () => {
  newLineUser();
  const { code, state } = await approveAtLine(await authorize());
  expect((await callback({ code, state })).statusCode).toBe(200);
  const replay = await callback({ code, state });
  expect(replay.statusCode).toBe(400);
  expect(replay.json()).toEqual({
    message: AUTH_API_MESSAGES.lineStateInvalid,
    errors: [{ field: 'state', message: AUTH_API_MESSAGES.lineStateInvalid }],
    status: 400,
  });
});

test('a state the API never issued is refused without asking LINE', async () => {
  newLineUser();
  const { code } = await approveAtLine(await authorize());
  const before = provider.requests.length;
  const response = await callback({ code, state: 'forged-state-value' });
  expect(response.statusCode).toBe(400);
  expect(provider.requests.length).toBe(before);
});

test('a state older than 10 minutes is refused', async () => {
  newLineUser();
  const { code, state } = await approveAtLine(await authorize());
  clock.set(new Date(TEST_NOW.getTime() + 10 * 60 * 1000 + 1));
  expect((await callback({ code, state })).statusCode).toBe(400);
});

test('a code LINE rejects → 400 Thai, and that state is spent', async () => {
  newLineUser();
  const { state } = await approveAtLine(await authorize());
  const response = await callback({ code: 'not-a-code', state });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(AUTH_API_MESSAGES.lineFailed);
  expect((await callback({ code: 'not-a-code', state })).json().message).toBe(
    AUTH_API_MESSAGES.lineStateInvalid,
  );
});

test('a code from another authorize (another PKCE verifier) is rejected by LINE', async () => {
  newLineUser();
  const first = await approveAtLine(await authorize());
  const second = await approveAtLine(await authorize());
  // first's code with second's state: the verifier does not match the code's challenge.
  expect((await callback({ code: first.code, state: second.state })).statusCode).toBe(400);
});

test('bad input → 400', async () => {
  expect((await callback({})).statusCode).toBe(400);
  const unsafe = await app.inject({
    method: 'GET',
    url: '/public/v2/auth/line/authorize?redirect_url=//evil.example',
  });
  expect(unsafe.statusCode).toBe(400);
  expect(
    (await app.inject({ method: 'GET', url: '/public/v2/auth/line/authorize?mode=admin' })).statusCode,
  ).toBe(400);
});

describe('connect mode and connect-user', () => {
  const connect = (body: object) =>
    app.inject({ method: 'POST', url: '/public/v2/auth/line/connect-user', payload: body });

  async function linkToken(): Promise<string> {
    const { code, state } = await approveAtLine(
      await authorize('redirect_url=/members/connect-user&mode=connect'),
    );
    const response = await callback({ code, state });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ token: null, redirect_url: '/members/connect-user' });
    expect(data.link_token).toMatch(/^[\w-]{43}$/);
    return data.link_token;
  }

  test('links the LINE account to a local member; later LINE logins reach that member', async () => {
    const local = await registerLocal(app);
    const localId = (await me(app, local.token)).json().data.id;
    const profile = newLineUser();
    const link = await linkToken();
    const response = await connect({ tel: local.tel, password: PASSWORD, link_token: link });
    expect(response.statusCode).toBe(200);
    const linked = (await me(app, response.json().data.token)).json().data;
    expect(linked).toMatchObject({
      id: localId,
      login_provider: 'local',
      avatar: { url: profile.pictureUrl },
    });

    const { code, state } = await approveAtLine(await authorize());
    const login = await callback({ code, state });
    expect((await me(app, login.json().data.token)).json().data.id).toBe(localId);
    // The link token was used.
    expect((await connect({ tel: local.tel, password: PASSWORD, link_token: link })).statusCode).toBe(400);
  });

  test('a wrong password → 401 and keeps the link usable', async () => {
    const local = await registerLocal(app);
    newLineUser();
    const link = await linkToken();
    const wrong = await connect({ tel: local.tel, password: 'wrong1234', link_token: link });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(AUTH_API_MESSAGES.badCredentials);
    expect((await connect({ tel: local.tel, password: PASSWORD, link_token: link })).statusCode).toBe(200);
  });

  test('an unknown link token → 400 on field link_token', async () => {
    const local = await registerLocal(app);
    const response = await connect({ tel: local.tel, password: PASSWORD, link_token: 'made-up' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'link_token', message: AUTH_API_MESSAGES.lineLinkInvalid },
    ]);
  });

  test('a member already linked to another LINE account → 422', async () => {
    const local = await registerLocal(app);
    newLineUser();
    expect(
      (await connect({ tel: local.tel, password: PASSWORD, link_token: await linkToken() })).statusCode,
    ).toBe(200);
    // In connect mode an already linked LINE account simply logs in (no link token).
    const { code, state } = await approveAtLine(await authorize('redirect_url=/&mode=connect'));
    expect((await callback({ code, state })).json().data).toMatchObject({
      token: expect.any(String),
      link_token: null,
    });
    // A second LINE account cannot take over the same member.
    newLineUser();
    const response = await connect({ tel: local.tel, password: PASSWORD, link_token: await linkToken() });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(AUTH_API_MESSAGES.lineAlreadyLinked);
  });

  test('bad input → 400', async () => {
    expect((await connect({ tel: '1', password: '', link_token: '' })).statusCode).toBe(400);
  });
});

describe('LINE not configured', () => {
  let off: FastifyInstance;
  beforeAll(async () => {
    off = await buildTestApp();
  });
  afterAll(() => off.close());

  test('config says off; authorize, callback and connect-user answer 404 in Thai (off is not a server failure)', async () => {
    expect((await off.inject({ method: 'GET', url: '/public/v2/auth/line/config' })).json()).toEqual({
      data: { enabled: false },
    });
    const authorize = await off.inject({ method: 'GET', url: '/public/v2/auth/line/authorize' });
    expect(authorize.statusCode).toBe(404);
    expect(authorize.json()).toEqual({ message: AUTH_API_MESSAGES.lineDisabled, errors: [], status: 404 });
    const cb = await off.inject({
      method: 'POST',
      url: '/public/v2/auth/line/callback',
      payload: { code: 'a', state: 'b' },
    });
    expect(cb.statusCode).toBe(404);
    const connect = await off.inject({
      method: 'POST',
      url: '/public/v2/auth/line/connect-user',
      payload: { tel: '0812345678', password: 'lucky1234', link_token: 'x' },
    });
    expect(connect.statusCode).toBe(404);
  });
});
