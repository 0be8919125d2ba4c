import { LOGIN_PROVIDERS, type LoginProvider } from '@chokdee/shared-contract/schemas/login-providers';
import { localStorageOrNull } from '../runtime/local-storage';

/**
 * Where the member's token survives a reload (spec §9): localStorage with the `auth.` prefix,
 * `auth._token.<strategy>` = 'Bearer <token>' and `auth.strategy` = the login strategy.
 * Storage can be missing (Node) or refuse writes (private mode, quota): the session then lives
 * in memory only, which is still a working login.
 */
/** The login strategy is the provider the member logged in with: the contract's one list. */
export type AuthStrategy = LoginProvider;

export const STRATEGY_KEY = 'auth.strategy';
export const DEFAULT_STRATEGY: AuthStrategy = 'local';
const STRATEGIES: readonly AuthStrategy[] = LOGIN_PROVIDERS;
const TOKEN_TYPE = 'Bearer';

export function tokenKey(strategy: AuthStrategy): string {
  return `auth._token.${strategy}`;
}

function isStrategy(value: unknown): value is AuthStrategy {
  return STRATEGIES.includes(value as AuthStrategy);
}

export interface StoredToken {
  token: string;
  strategy: AuthStrategy;
}

/** The token saved by a previous visit, or null. */
export function readStoredToken(): StoredToken | null {
  const store = localStorageOrNull();
  if (!store) return null;
  try {
    const saved = store.getItem(STRATEGY_KEY);
    const strategy = isStrategy(saved) ? saved : DEFAULT_STRATEGY;
    const value = store.getItem(tokenKey(strategy));
    if (!value?.startsWith(`${TOKEN_TYPE} `)) return null;
    const token = value.slice(TOKEN_TYPE.length + 1).trim();
    return token ? { token, strategy } : null;
  } catch {
    return null;
  }
}

export function writeStoredToken({ token, strategy }: StoredToken): void {
  const store = localStorageOrNull();
  if (!store) return;
  try {
    clearStoredToken();
    store.setItem(tokenKey(strategy), `${TOKEN_TYPE} ${token}`);
    store.setItem(STRATEGY_KEY, strategy);
  } catch {
    // Quota or private mode: the login still works for this page view.
  }
}

export function clearStoredToken(): void {
  const store = localStorageOrNull();
  if (!store) return;
  try {
    for (const strategy of STRATEGIES) store.removeItem(tokenKey(strategy));
    store.removeItem(STRATEGY_KEY);
  } catch {
    // Nothing stored that we could remove.
  }
}

/** True for a storage key this module owns (another tab logging in or out). */
export function isTokenStorageKey(key: string | null): boolean {
  return key === null || key === STRATEGY_KEY || STRATEGIES.some((s) => key === tokenKey(s));
}
