import { isSafeRedirect } from './safe-redirect';

/** The fields of the auth user (spec §3) the redirect depends on. */
export interface PostLoginUser {
  login_provider: 'local' | 'line';
  verified_otp_id: number | null;
  date_of_birth: string | null;
}

export type PostLoginStep = 'verify-phone' | 'profile-edit' | 'intent';

export const VERIFY_PHONE_PATH = '/members/verify-phone';
export const PROFILE_EDIT_PATH = '/members/profile/edit';

/** Which spec §4 post-login rule applies, in its order. */
export function postLoginStep(user: PostLoginUser): PostLoginStep {
  if (user.login_provider === 'local' && !user.verified_otp_id) return 'verify-phone';
  if (!user.date_of_birth) return 'profile-edit';
  return 'intent';
}

/** The slim form of the profile edit page at `path`: it asks for the date of birth, then returns to `returnTo`. */
export function slimProfileEditHref(path: string, returnTo: string): string {
  return `${path}?slim&redirect_url=${encodeURIComponent(returnTo)}`;
}

/** The slim profile edit that asks for the date of birth, then returns to `returnTo`. */
export function profileEditHref(returnTo: string): string {
  return slimProfileEditHref(PROFILE_EDIT_PATH, returnTo);
}

/**
 * Spec §4 post-login redirect, in order:
 * 1. local login without a verified phone → /members/verify-phone;
 * 2. no date of birth → /members/profile/edit?slim&redirect_url={intent or /};
 * 3. otherwise the saved intent, or home.
 * An intent that is not a safe same-origin path counts as none.
 */
export function postLoginRedirect(user: PostLoginUser, intent: string | null | undefined): string {
  const target = isSafeRedirect(intent) ? intent : '/';
  switch (postLoginStep(user)) {
    case 'verify-phone':
      return VERIFY_PHONE_PATH;
    case 'profile-edit':
      return profileEditHref(target);
    case 'intent':
      return target;
  }
}
