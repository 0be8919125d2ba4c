import type { AuthMode } from '@chokdee/shared-kernel/schemas/catalog';
import { paths } from '../config/paths';
import { isSafeRedirect } from './safe-redirect';

export interface GuardInput {
  /** The route's auth mode from the catalog (spec §4 guards). */
  auth: AuthMode;
  isLoggedIn: boolean;
  pathname: string;
  /** `location.search`, with or without the leading '?'. */
  search: string;
}

function intentOf(pathname: string, search: string): string | undefined {
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  const intent = `${pathname}${query}`;
  // Only a path we could safely send the visitor back to is remembered.
  return isSafeRedirect(intent) ? intent : undefined;
}

/**
 * Where a visitor must go instead of this route, or `null` to stay.
 * - `required` and logged out: the login page, remembering the path to come back to;
 * - `guest` (login, register…) and logged in: home;
 * - `none`: everyone stays.
 */
export function resolveGuard({ auth, isLoggedIn, pathname, search }: GuardInput): string | null {
  if (auth === 'required' && !isLoggedIn) {
    if (pathname === paths.login.path) return null; // never loop on the login page itself
    return paths.login.getHref(intentOf(pathname, search));
  }
  if (auth === 'guest' && isLoggedIn) return paths.home.getHref();
  return null;
}
