import type { AuthUser } from '@chokdee/shared-contract/schemas/auth';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';

/** A member who has just signed up: phone not verified, no date of birth yet. */
export function authUser(partial: Partial<AuthUser> = {}): AuthUser {
  return authUserFixture({ id: 1, ref: 'U0001', verified_otp_id: null, date_of_birth: null, ...partial });
}
