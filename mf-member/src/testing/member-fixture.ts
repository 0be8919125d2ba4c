import type { AuthUser } from '@chokdee/shared-contract/schemas/auth';
import { authUserFixture } from '@chokdee/shared-kernel/testing/auth-user-fixture';

/** A verified local member, as the account pages' tests know them. */
export function memberFixture(overrides: Partial<AuthUser> = {}): AuthUser {
  return authUserFixture({
    id: 42,
    ref: 'U42ABC',
    verified_otp_id: 1,
    date_of_birth: '1990-05-07',
    ...overrides,
  });
}
