/** @jest-environment node */
import type * as AuthModule from './auth';
import type * as IntentModule from './intent';
import type * as TokenModule from '../api/auth-token';
import { jsonResponse, mockFetch, type FetchMock } from '../testing/mock-fetch';
import { installMemoryStorage, type MemoryStorage } from '../testing/memory-storage';
import { authUserFixture } from '../testing/auth-user-fixture';

let auth: typeof AuthModule;
let intent: typeof IntentModule;
let tokens: typeof TokenModule;
let storage: MemoryStorage;
let fetchMock: FetchMock | undefined;

const user = authUserFixture();
const unauthorized = () => jsonResponse({ message: 'กรุณาเข้าสู่ระบบ', errors: [], status: 401 }, 401);

/** A page load: fresh kernel modules reading whatever `storage` holds. */
async function loadKernel() {
  jest.resetModules();
  auth = await import('./auth');
  intent = await import('./intent');
  tokens = await import('../api/auth-token');
  const { configureApi } = await import('../api/config');
  configureApi({ publicUrl: 'http://api.test' });
}

function route(handler: (path: string, request: Request) => Response | Promise<Response>) {
  fetchMock = mockFetch((request) => handler(new URL(request.url).pathname, request));
  return fetchMock;
}

beforeEach(async () => {
  storage = installMemoryStorage();
  await loadKernel();
});

afterEach(() => fetchMock?.restore());

describe('login', () => {
  it('stores the token under the spec §9 key and loads the member', async () => {
    const calls = route((path) => {
      if (path === '/public/v2/auth/login') return jsonResponse({ data: { token: 'tok-1' } });
      if (path === '/public/v2/auth/me') return jsonResponse({ data: user });
      return jsonResponse({}, 404);
    });
    await expect(auth.login('0812345678', 'secret123')).resolves.toEqual(user);
    expect(storage.getItem('auth._token.local')).toBe('Bearer tok-1');
    expect(storage.getItem('auth.strategy')).toBe('local');
    expect(auth.$user.get()).toEqual(user);
    expect(auth.$isLoggedIn.get()).toBe(true);
    expect(tokens.$authToken.get()).toBe('tok-1');
    const me = calls.calls.find((r) => r.url.includes('/auth/me'));
    expect(me?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(new URL(me?.url ?? '').searchParams.get('includes')).toBe(
      'avatar,is_accept_latest_consent,is_follow_line_notification,bank_account,address',
    );
    expect(await calls.calls[0]?.json()).toEqual({ tel: '0812345678', password: 'secret123' });
  });

  it('keeps nothing when the credentials are wrong, and rejects with the Thai message', async () => {
    route(() => jsonResponse({ message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง', errors: [], status: 401 }, 401));
    await expect(auth.login('0812345678', 'wrong123')).rejects.toMatchObject({
      error: { message: 'เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง', status: 401 },
    });
    expect(storage.length).toBe(0);
    expect(auth.$isLoggedIn.get()).toBe(false);
  });

  it('stores a LINE token under its own strategy key', async () => {
    route(() => jsonResponse({ data: { ...user, login_provider: 'line' } }));
    await auth.loginWithToken('line-tok', 'line');
    expect(storage.getItem('auth._token.line')).toBe('Bearer line-tok');
    expect(storage.getItem('auth.strategy')).toBe('line');
    expect(storage.getItem('auth._token.local')).toBeNull();
  });

  it('forgets a token whose member cannot be loaded', async () => {
    route(unauthorized);
    await expect(auth.loginWithToken('bad', 'local')).rejects.toMatchObject({ status: 401 });
    expect(storage.length).toBe(0);
    expect(tokens.$authToken.get()).toBeNull();
  });

  it('registers and logs the new member in', async () => {
    const calls = route((path) =>
      path === '/public/v2/auth/register'
        ? jsonResponse({ data: { token: 'new-tok' } }, 201)
        : jsonResponse({ data: { ...user, verified_otp_id: null } }),
    );
    const body = {
      name: 'สมชาย',
      lastname: 'ใจดี',
      tel: '0812345678',
      password: 'secret123',
      password_confirmation: 'secret123',
    };
    await auth.register(body);
    expect(await calls.calls[0]?.json()).toEqual(body);
    expect(storage.getItem('auth._token.local')).toBe('Bearer new-tok');
    await expect(auth.completeLogin()).resolves.toBe('/members/verify-phone');
  });
});

describe('startup', () => {
  it('restores the saved token before any request and loads the member; then auth is ready', async () => {
    storage.setItem('auth.strategy', 'local');
    storage.setItem('auth._token.local', 'Bearer saved-tok');
    await loadKernel();
    expect(tokens.$authToken.get()).toBe('saved-tok');
    const calls = route(() => jsonResponse({ data: user }));
    expect(auth.$authReady.get()).toBe(false);
    await auth.initAuth();
    expect(auth.$authReady.get()).toBe(true);
    expect(auth.$user.get()).toEqual(user);
    expect(calls.calls[0]?.headers.get('Authorization')).toBe('Bearer saved-tok');
  });

  it('ends the session when the saved token was revoked (401)', async () => {
    storage.setItem('auth._token.local', 'Bearer revoked');
    await loadKernel();
    route(unauthorized);
    await auth.initAuth();
    expect(auth.$authReady.get()).toBe(true);
    expect(auth.$isLoggedIn.get()).toBe(false);
    expect(storage.getItem('auth._token.local')).toBeNull();
  });

  it('keeps the token when the API is unreachable, and is still ready (logged out for now)', async () => {
    storage.setItem('auth._token.local', 'Bearer saved');
    await loadKernel();
    route(() => Promise.reject(new TypeError('fetch failed')));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await auth.initAuth();
    warn.mockRestore();
    expect(auth.$authReady.get()).toBe(true);
    expect(auth.$isLoggedIn.get()).toBe(false);
    expect(storage.getItem('auth._token.local')).toBe('Bearer saved');
  });

  it('is ready at once without a saved token, and ignores a value without the Bearer type', async () => {
    storage.setItem('auth._token.local', 'saved-without-type');
    await loadKernel();
    const calls = route(() => jsonResponse({ data: user }));
    await auth.initAuth();
    expect(calls.calls).toHaveLength(0);
    expect(auth.$authReady.get()).toBe(true);
    expect(tokens.$authToken.get()).toBeNull();
  });

  it('starts the check when a guard subscribes to $authReady', async () => {
    storage.setItem('auth._token.local', 'Bearer saved');
    await loadKernel();
    route(() => jsonResponse({ data: user }));
    const seen: boolean[] = [];
    const unbind = auth.$authReady.subscribe((ready) => seen.push(ready));
    await new Promise((resolve) => setTimeout(resolve, 20));
    unbind();
    expect(seen).toEqual([false, true]);
    expect(auth.$user.get()).toEqual(user);
  });
});

describe('logout', () => {
  beforeEach(async () => {
    route(() => jsonResponse({ data: user }));
    await auth.loginWithToken('tok-1', 'local');
    fetchMock?.restore();
  });

  it('calls the logout endpoint with the token, then clears user and token', async () => {
    const calls = route(() => jsonResponse({ data: null }));
    await auth.logout();
    expect(calls.calls[0]?.method).toBe('POST');
    expect(calls.calls[0]?.url).toBe('http://api.test/public/v2/auth/logout');
    expect(calls.calls[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(auth.$user.get()).toBeNull();
    expect(tokens.$authToken.get()).toBeNull();
    expect(storage.length).toBe(0);
  });

  it('keeps the member until the server has answered the logout', async () => {
    let answer: ((response: Response) => void) | null = null;
    route(() => new Promise<Response>((resolve) => (answer = resolve)));
    const pending = auth.logout();
    while (!answer) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(auth.$user.get()).toEqual(user);
    (answer as (response: Response) => void)(jsonResponse({ data: null }));
    await pending;
    expect(auth.$user.get()).toBeNull();
  });

  it('clears everything even when the endpoint fails', async () => {
    route(() => jsonResponse({ message: 'ระบบขัดข้อง', errors: [], status: 500 }, 500));
    await expect(auth.logout()).resolves.toBeUndefined();
    expect(auth.$isLoggedIn.get()).toBe(false);
    expect(storage.getItem('auth._token.local')).toBeNull();

    await auth.loginWithToken('tok-2', 'local').catch(() => undefined);
    route(() => Promise.reject(new TypeError('fetch failed')));
    await expect(auth.logout()).resolves.toBeUndefined();
    expect(tokens.$authToken.get()).toBeNull();
  });

  it('does not let a slow member answer bring back a member who logged out', async () => {
    let answer: (response: Response) => void = () => undefined;
    route((path) =>
      path.endsWith('/me')
        ? new Promise<Response>((resolve) => (answer = resolve))
        : jsonResponse({ data: null }),
    );
    auth.setUser(null);
    const pending = auth.fetchUser();
    await auth.logout();
    answer(jsonResponse({ data: user }));
    await pending;
    expect(auth.$user.get()).toBeNull();
  });
});

describe('completeLogin', () => {
  it('returns the saved intent and clears it', async () => {
    route(() => jsonResponse({ data: user }));
    intent.saveIntent('/members/bank-account');
    await auth.loginWithToken('tok', 'local');
    await expect(auth.completeLogin()).resolves.toBe('/members/bank-account');
    expect(intent.$intentUrl.get()).toBeNull();
    await expect(auth.completeLogin()).resolves.toBe('/');
  });

  it('keeps the intent while the phone still needs verifying', async () => {
    route(() => jsonResponse({ data: { ...user, verified_otp_id: null } }));
    intent.saveIntent('/members/bank-account');
    await auth.loginWithToken('tok', 'local');
    await expect(auth.completeLogin()).resolves.toBe('/members/verify-phone');
    expect(intent.$intentUrl.get()).toBe('/members/bank-account');
    auth.setUser({ ...user, date_of_birth: null });
    await expect(auth.completeLogin()).resolves.toBe(
      '/members/profile/edit?slim&redirect_url=%2Fmembers%2Fbank-account',
    );
    expect(intent.$intentUrl.get()).toBeNull();
  });
});
