import { atom, computed, onMount, readonlyType } from 'nanostores';
import { ApiRequestError } from '../api/client';
import { postLoginRedirect, postLoginStep } from '@chokdee/shared-contract/rules/post-login-redirect';
import type { AuthUser, LoginBody, RegisterBody } from '@chokdee/shared-contract/schemas/auth';
import { $authToken, clearAuthToken, setAuthToken } from '../api/auth-token';
import { $intentUrl, clearIntent } from './intent';
import {
  clearStoredToken,
  isTokenStorageKey,
  readStoredToken,
  writeStoredToken,
  type AuthStrategy,
} from './token-storage';

export type { AuthStrategy } from './token-storage';

/**
 * The auth calls, loaded on the first one: with them come the schemas of every auth answer, which
 * a first visit without a saved token would build for nothing while the page starts.
 */
const authApi = () => import('../api/auth');

const $userValue = atom<AuthUser | null>(null);
const $ready = atom(false);

/** The member logged in, or null (spec §4 Auth). */
export const $user = readonlyType($userValue);
export const $isLoggedIn = computed($userValue, (user) => user !== null);
/** True once the token saved by an earlier visit has been checked (guards wait for it). */
export const $authReady = readonlyType($ready);

// Every login or logout starts a new session; an answer for an older session is dropped, so a
// slow `/me` cannot bring back a member who logged out meanwhile.
let session = 0;
let userRequest: Promise<AuthUser | null> | null = null;

function restoreToken(): void {
  const stored = readStoredToken();
  if (stored) setAuthToken(stored.token);
}

// At kernel load, before any request: the API client then sends the saved token.
restoreToken();

function clearSession(): void {
  session += 1;
  userRequest = null;
  clearStoredToken();
  clearAuthToken();
  $userValue.set(null);
}

/** Replaces the user, e.g. with the answer of a profile update or OTP verification. */
export function setUser(user: AuthUser | null): void {
  $userValue.set(user);
}

/**
 * Reloads the member behind the stored token. No token → null. A 401 (expired or revoked token)
 * ends the session and answers null; any other failure rejects and keeps the token for a retry.
 */
export function fetchUser(): Promise<AuthUser | null> {
  const token = $authToken.get();
  if (!token) {
    $userValue.set(null);
    return Promise.resolve(null);
  }
  if (userRequest) return userRequest;
  const mine = session;
  const requestPromise = authApi()
    .then(({ fetchAuthUser }) => fetchAuthUser({ token }))
    .then(
      (user) => {
        if (mine !== session) return $userValue.get();
        $userValue.set(user);
        return user;
      },
      (error: unknown) => {
        if (mine !== session) return $userValue.get();
        if (error instanceof ApiRequestError && error.status === 401) {
          clearSession();
          return null;
        }
        throw error;
      },
    )
    .finally(() => {
      if (userRequest === requestPromise) userRequest = null;
    });
  userRequest = requestPromise;
  return requestPromise;
}

/** Stores a token from any login (phone, register, LINE) and loads its member. */
export async function loginWithToken(token: string, strategy: AuthStrategy = 'local'): Promise<AuthUser> {
  clearSession();
  setAuthToken(token);
  writeStoredToken({ token, strategy });
  const mine = session;
  try {
    const { fetchAuthUser } = await authApi();
    const user = await fetchAuthUser({ token });
    if (mine === session) $userValue.set(user);
    return user;
  } catch (error) {
    // A token we cannot use is no login: forget it rather than keep a half session.
    if (mine === session) clearSession();
    throw error;
  }
}

/** Phone + password login; rejects with ApiRequestError (401 Thai message) when wrong. */
export async function login(tel: string, password: string): Promise<AuthUser> {
  const body: LoginBody = { tel, password };
  const { postLogin } = await authApi();
  return loginWithToken(await postLogin(body), 'local');
}

/** Creates a local member and logs them in (unverified phone: the redirect goes to verify-phone). */
export async function register(body: RegisterBody): Promise<AuthUser> {
  const { postRegister } = await authApi();
  return loginWithToken(await postRegister(body), 'local');
}

/** Spec §4: calls the logout endpoint, ignoring its errors, then clears user and token. */
export async function logout(): Promise<void> {
  const token = $authToken.get();
  // Spec §4 order: tell the server first (so the token is revoked before the page says so), then
  // clear, whatever the answer.
  if (token) {
    try {
      const { postLogout } = await authApi();
      await postLogout({ token });
    } catch {
      // The server may be down or the token already revoked: the member is logged out here anyway.
    }
  }
  clearSession();
}

/**
 * Where to go after a login (spec §4 post-login redirect). The intent is kept while the phone
 * still needs verifying (the verify page calls this again) and cleared once it is handed on.
 */
export async function completeLogin(): Promise<string> {
  const user = $userValue.get() ?? (await fetchUser());
  if (!user) return '/members/login';
  const target = postLoginRedirect(user, $intentUrl.get());
  if (postLoginStep(user) !== 'verify-phone') clearIntent();
  return target;
}

let initializing: Promise<void> | null = null;

/** Checks the token saved by an earlier visit once; `$authReady` turns true when done, even on failure. */
export function initAuth(): Promise<void> {
  initializing ??= fetchUser()
    .then(
      () => undefined,
      (error: unknown) => console.warn('[chokdee] the member could not be loaded', error),
    )
    .finally(() => $ready.set(true));
  return initializing;
}

// A subscriber (a guard, a page) starts the check on its own; the shell also calls initAuth at boot.
onMount($ready, () => {
  void initAuth();
});

// Another tab logging in or out changes storage: follow it so tabs never disagree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (!isTokenStorageKey(event.key)) return;
    const stored = readStoredToken();
    if (stored?.token === $authToken.get()) return;
    session += 1;
    userRequest = null;
    $userValue.set(null);
    if (stored) {
      setAuthToken(stored.token);
      void fetchUser().catch(() => undefined);
    } else {
      clearAuthToken();
    }
  });
}
