import { atom, readonlyType } from 'nanostores';
import { isSafeRedirect } from '@chokdee/shared-contract/rules/safe-redirect';
import { deleteCookie, readCookie, writeCookie } from './cookies';

/** Spec §4 / §9: the intent URL lives in a cookie (path /) for 21600 s, and in state. */
export const INTENT_COOKIE = 'intent_url';
export const INTENT_MAX_AGE_SECONDS = 21_600;

function restore(): string | null {
  const saved = readCookie(INTENT_COOKIE);
  return isSafeRedirect(saved) ? saved : null;
}

// Restored from the cookie when the kernel loads (page start), so a reload keeps the intent.
const $intent = atom<string | null>(restore());

/** The page to return to after login; only ever a same-origin relative path. */
export const $intentUrl = readonlyType($intent);

/** Remembers `path` as the return target; an unsafe path is refused (returns false) and nothing changes. */
export function saveIntent(path: string): boolean {
  if (!isSafeRedirect(path)) return false;
  writeCookie(INTENT_COOKIE, path, { maxAge: INTENT_MAX_AGE_SECONDS });
  $intent.set(path);
  return true;
}

export function clearIntent(): void {
  deleteCookie(INTENT_COOKIE);
  $intent.set(null);
}

/** The saved intent (or null), cleared from state and cookie: it is used once. */
export function consumeIntent(): string | null {
  const intent = $intent.get();
  clearIntent();
  return intent;
}
