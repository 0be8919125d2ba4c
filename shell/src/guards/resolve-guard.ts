import { slimProfileEditHref, type PostLoginUser } from '@chokdee/shared-contract/rules/post-login-redirect';
import { isSafeRedirect } from '@chokdee/shared-contract/rules/safe-redirect';
import type { SiteRolePaths } from '@chokdee/shared-contract/rules/site-roles';
import { AuthModeSchema } from '@chokdee/shared-contract/schemas/catalog';
import { paths, withRedirect } from '../config/paths';
import { UnknownGuardError } from './unknown-guard-error';

export interface GuardInput {
  /** The route's auth mode from the catalog (spec §4 guards); any other value is a 500. */
  auth: unknown;
  /** The route opted in to the privacy-policy guard (catalog `privacy_guard`). */
  privacyGuard?: boolean;
  /** Whether the visitor's privacy-policy cookie holds the current version. */
  privacyAccepted?: boolean;
  /** The member logged in, or null. */
  user: PostLoginUser | null;
  pathname: string;
  /** `location.search`, with or without the leading '?'. */
  search: string;
  /** Where the catalog's remotes serve the pages the guards send people to. */
  roles: Pick<SiteRolePaths, 'login' | 'verify-phone' | 'profile-edit'>;
}

/** Where to go instead, and the intent path to remember (spec §4 Intent URL) if any. */
export interface GuardRedirect {
  to: string;
  intent?: string;
}

function intentOf(pathname: string, search: string): string | undefined {
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  const intent = `${pathname}${query}`;
  // Only a path we could safely send the visitor back to is remembered.
  return isSafeRedirect(intent) ? intent : undefined;
}

function authMode(auth: unknown) {
  const parsed = AuthModeSchema.safeParse(auth);
  if (!parsed.success) throw new UnknownGuardError(auth);
  return parsed.data;
}

/**
 * Spec §4 guards, in order. Where a visitor must go instead of this route, or `null` to stay.
 * - unknown auth mode: throws UnknownGuardError (the error page shows 500);
 * - `required` and logged out: the login page, remembering the path to come back to (home while
 *   no live remote serves a login page);
 * - `guest` (login, register…) and logged in: home;
 * - `required`, a local member whose phone is not verified: the phone check (intent saved);
 * - `required`, a LINE member without a date of birth: the slim profile edit, returning here;
 * (the last two are skipped while no live remote serves those pages: there is nowhere to send);
 * - a route that opted in to the privacy guard, policy version not accepted: /policy-privacy,
 *   with the previous path in `redirect_url`.
 * A page never redirects to itself, so none of these can loop.
 */
export function resolveGuard(input: GuardInput): GuardRedirect | null {
  const { user, pathname, search, roles } = input;
  const auth = authMode(input.auth);
  const here = intentOf(pathname, search);

  if (auth === 'required' && !user) {
    if (!roles.login) return { to: paths.home.getHref(), intent: here };
    if (pathname === roles.login) return null;
    return { to: withRedirect(roles.login, here), intent: here };
  }
  if (auth === 'guest' && user) return { to: paths.home.getHref() };

  if (auth === 'required' && user) {
    const verifyPhone = roles['verify-phone'];
    const profileEdit = roles['profile-edit'];
    if (user.login_provider === 'local' && !user.verified_otp_id && verifyPhone && pathname !== verifyPhone) {
      return { to: verifyPhone, intent: here };
    }
    if (user.login_provider === 'line' && !user.date_of_birth && profileEdit && pathname !== profileEdit) {
      return { to: slimProfileEditHref(profileEdit, here ?? paths.home.getHref()) };
    }
  }

  if (input.privacyGuard && !input.privacyAccepted && pathname !== paths.privacyPolicy.path) {
    return { to: paths.privacyPolicy.getHref(here) };
  }
  return null;
}
