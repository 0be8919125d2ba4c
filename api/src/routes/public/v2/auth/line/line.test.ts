import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { findUserByLineId } from '#api/auth/users-repository';
import { authTokens } from '#api/auth/auth-tables';
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

const startLogin = (body: object) =>
  app.inject({ method: 'POST', url: '/public/v2/auth/line/authorize', payload: body });

/** A browser starts a login: where it goes (LINE) and the key it keeps for the callback. */
async function authorize(body: object = { redirect_url: '/members/profile', mode: 'login' }) {
  const response = await startLogin(body);
  expect(response.statusCode).toBe(200);
  const data = response.json().data as { authorize_url: string; state: string; browser_key: string };
  const url = new URL(data.authorize_url);
  expect(url.searchParams.get('state')).toBe(data.state);
  return Object.assign(url, { browserKey: data.browser_key });
}

interface CallbackBody {
  code: string;
  state: string;
  browser_key: string;
}

/**
 * The browser at LINE: the fake approves at once and sends it back to the site with code + state.
 * `body` is what that browser then posts to the callback: code, state and the key it kept.
 */
async function approveAtLine(
  authorizeUrl: URL & { browserKey: string },
): Promise<{ body: CallbackBody; back: URL }> {
  const response = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(String(response.headers.get('location')));
  const body = {
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
    browser_key: authorizeUrl.browserKey,
  };
  return { body, back };
}

async function sessionCount(): Promise<number> {
  const [row] = await app.db.select({ n: count() }).from(authTokens);
  return row?.n ?? 0;
}

const callback = (body: object) =>
  app.inject({ method: 'POST', url: '/public/v2/auth/line/callback', payload: body });

test('config says LINE login is on', async () => {
  const response = await app.inject({ method: 'GET', url: '/public/v2/auth/line/config' });
  expect(response.json()).toEqual({ data: { enabled: true } });
});

test("authorize answers LINE's URL with the code flow, state and an S256 challenge, and a browser key", async () => {
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
  expect(url.browserKey).toMatch(/^[\w-]{43}$/);
  // The key never travels to LINE.
  expect(url.toString()).not.toContain(url.browserKey);
  // A new state, challenge and key every time.
  const again = await authorize();
  expect(again.searchParams.get('state')).not.toBe(q.get('state'));
  expect(again.searchParams.get('code_challenge')).not.toBe(q.get('code_challenge'));
  expect(again.browserKey).not.toBe(url.browserKey);
  // Nobody caches an answer carrying a secret.
  expect((await startLogin({})).headers['cache-control']).toBe('no-store');
});

test('full login: the callback creates the LINE member and logs them in', async () => {
  const profile = newLineUser('ไลน์ ทดสอบ');
  const { body, back } = await approveAtLine(await authorize());
  expect(`${back.origin}${back.pathname}`).toBe(`${SITE}/oauth/callback/line`);
  const response = await callback(body);
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
  const again = await callback(second.body);
  expect((await me(app, again.json().data.token)).json().data.id).toBe(user.id);
});

describe('the callback is honoured only in the browser that started the login', () => {
  const otherBrowser = {
    message: AUTH_API_MESSAGES.lineOtherBrowser,
    errors: [{ field: 'browser_key', message: AUTH_API_MESSAGES.lineOtherBrowser }],
    status: 400,
  };

  test("a valid state without that browser's key is refused, signs nobody in and never asks LINE", async () => {
    const attacker = newLineUser('ผู้โจมตี');
    // The attacker starts a login and stops at LINE's redirect back; the victim's browser opens it.
    const { body } = await approveAtLine(await authorize());
    const { browser_key: _attackerKeeps, ...victimPosts } = body;
    const sessions = await sessionCount();
    const lineCalls = provider.requests.length;

    const response = await callback(victimPosts);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(otherBrowser);
    expect(await sessionCount()).toBe(sessions);
    expect(await findUserByLineId(app.db, attacker.userId)).toBeUndefined();
    expect(provider.requests.length).toBe(lineCalls);
    // Opened elsewhere, the link is spent: not even its own browser can use it now.
    expect((await callback(body)).json().message).toBe(AUTH_API_MESSAGES.lineStateInvalid);
  });

  test('the key of another login (another browser) does not fit this state', async () => {
    newLineUser();
    const attackers = await approveAtLine(await authorize());
    const victims = await authorize();
    const sessions = await sessionCount();
    const response = await callback({ ...attackers.body, browser_key: victims.browserKey });
    expect(response.json()).toEqual(otherBrowser);
    expect(await sessionCount()).toBe(sessions);
  });

  test('with its key the browser is signed in; replaying the same callback is refused', async () => {
    newLineUser();
    const { body } = await approveAtLine(await authorize());
    const sessions = await sessionCount();
    expect((await callback(body)).statusCode).toBe(200);
    expect(await sessionCount()).toBe(sessions + 1);
    const replay = await callback(body);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({
      message: AUTH_API_MESSAGES.lineStateInvalid,
      errors: [{ field: 'state', message: AUTH_API_MESSAGES.lineStateInvalid }],
      status: 400,
    });
    expect(await sessionCount()).toBe(sessions + 1);
  });
});

test('a state the API never issued is refused without asking LINE', async () => {
  newLineUser();
  const { body } = await approveAtLine(await authorize());
  const before = provider.requests.length;
  const response = await callback({ ...body, state: 'forged-state-value' });
  expect(response.statusCode).toBe(400);
  expect(provider.requests.length).toBe(before);
});

test('a state older than 10 minutes is refused', async () => {
  newLineUser();
  const { body } = await approveAtLine(await authorize());
  clock.set(new Date(TEST_NOW.getTime() + 10 * 60 * 1000 + 1));
  expect((await callback(body)).statusCode).toBe(400);
});

test('a code LINE rejects → 400 Thai, and that state is spent', async () => {
  newLineUser();
  const { body } = await approveAtLine(await authorize());
  const response = await callback({ ...body, code: 'not-a-code' });
  expect(response.statusCode).toBe(400);
  expect(response.json().message).toBe(AUTH_API_MESSAGES.lineFailed);
  expect((await callback({ ...body, code: 'not-a-code' })).json().message).toBe(
    AUTH_API_MESSAGES.lineStateInvalid,
  );
});

test('a code from another authorize (another PKCE verifier) is rejected by LINE', async () => {
  newLineUser();
  const first = await approveAtLine(await authorize());
  const second = await approveAtLine(await authorize());
  // first's code with second's state (and key): the verifier does not match the code's challenge.
  expect((await callback({ ...second.body, code: first.body.code })).statusCode).toBe(400);
});

test('bad input → 400', async () => {
  expect((await callback({})).statusCode).toBe(400);
  expect((await callback({ code: 'c', state: 's', browser_key: 'k'.repeat(201) })).statusCode).toBe(400);
  expect((await startLogin({ redirect_url: '//evil.example' })).statusCode).toBe(400);
  expect((await startLogin({ mode: 'admin' })).statusCode).toBe(400);
});

describe('connect mode and connect-user', () => {
  const connect = (body: object) =>
    app.inject({ method: 'POST', url: '/public/v2/auth/line/connect-user', payload: body });

  /** A LINE account still to be linked: its link token, and the key of the browser that got it. */
  async function linkToken(): Promise<{ link_token: string; browser_key: string }> {
    const { body } = await approveAtLine(
      await authorize({ redirect_url: '/members/connect-user', mode: 'connect' }),
    );
    const response = await callback(body);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ token: null, redirect_url: '/members/connect-user' });
    expect(data.link_token).toMatch(/^[\w-]{43}$/);
    return { link_token: data.link_token, browser_key: body.browser_key };
  }

  test('links the LINE account to a local member; later LINE logins reach that member', async () => {
    const local = await registerLocal(app);
    const localId = (await me(app, local.token)).json().data.id;
    const profile = newLineUser();
    const link = await linkToken();
    const response = await connect({ tel: local.tel, password: PASSWORD, ...link });
    expect(response.statusCode).toBe(200);
    const linked = (await me(app, response.json().data.token)).json().data;
    expect(linked).toMatchObject({
      id: localId,
      login_provider: 'local',
      avatar: { url: profile.pictureUrl },
    });

    const { body } = await approveAtLine(await authorize());
    const login = await callback(body);
    expect((await me(app, login.json().data.token)).json().data.id).toBe(localId);
    // The link token was used.
    expect((await connect({ tel: local.tel, password: PASSWORD, ...link })).statusCode).toBe(400);
  });

  test("a link token opened in another browser links nothing: the victim's account keeps no attacker LINE", async () => {
    const victim = await registerLocal(app);
    const attacker = newLineUser('ผู้โจมตี');
    // The attacker's browser gets a link token for their LINE account and sends the link to a victim.
    const link = await linkToken();
    const response = await connect({ tel: victim.tel, password: PASSWORD, link_token: link.link_token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: AUTH_API_MESSAGES.lineOtherBrowser,
      errors: [{ field: 'browser_key', message: AUTH_API_MESSAGES.lineOtherBrowser }],
      status: 400,
    });
    expect(await findUserByLineId(app.db, attacker.userId)).toBeUndefined();
  });

  test('a wrong password → 401 and keeps the link usable', async () => {
    const local = await registerLocal(app);
    newLineUser();
    const link = await linkToken();
    const wrong = await connect({ tel: local.tel, password: 'wrong1234', ...link });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(AUTH_API_MESSAGES.badCredentials);
    expect((await connect({ tel: local.tel, password: PASSWORD, ...link })).statusCode).toBe(200);
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
    expect((await connect({ tel: local.tel, password: PASSWORD, ...(await linkToken()) })).statusCode).toBe(
      200,
    );
    // In connect mode an already linked LINE account simply logs in (no link token).
    const { body } = await approveAtLine(await authorize({ redirect_url: '/', mode: 'connect' }));
    expect((await callback(body)).json().data).toMatchObject({
      token: expect.any(String),
      link_token: null,
    });
    // A second LINE account cannot take over the same member.
    newLineUser();
    const response = await connect({ tel: local.tel, password: PASSWORD, ...(await linkToken()) });
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
    const authorize = await off.inject({
      method: 'POST',
      url: '/public/v2/auth/line/authorize',
      payload: {},
    });
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
