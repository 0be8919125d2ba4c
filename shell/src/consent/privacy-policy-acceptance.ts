import { PRIVACY_POLICY_VERSION } from '@chokdee/shared-contract/schemas/cookie-consent';
import { readCookie, writeCookie } from '@chokdee/shared-kernel/stores/cookies';

export const PRIVACY_POLICY_COOKIE = 'policy_privacy_accept_version';

/** A year: the visitor is asked again only when the policy version changes. */
const ACCEPT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Spec §4 guard: the stored privacy-policy version must equal the current one. */
export function isPrivacyPolicyAccepted(): boolean {
  return readCookie(PRIVACY_POLICY_COOKIE) === String(PRIVACY_POLICY_VERSION);
}

/** Called by the privacy-policy page when the visitor accepts it. */
export function acceptPrivacyPolicy(): void {
  writeCookie(PRIVACY_POLICY_COOKIE, String(PRIVACY_POLICY_VERSION), { maxAge: ACCEPT_MAX_AGE_SECONDS });
}
