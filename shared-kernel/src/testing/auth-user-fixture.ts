import type { AuthUser } from '@chokdee/shared-contract/schemas/auth';

/** A verified local member with a date of birth: the post-login redirect goes to the intent. */
export function authUserFixture(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 7,
    ref: 'U7K2P9',
    name: 'สมชาย',
    lastname: 'ใจดี',
    tel: '0812345678',
    avatar: null,
    is_accept_latest_consent: true,
    is_follow_line_notification: false,
    bank_account: null,
    address: null,
    login_provider: 'local',
    verified_otp_id: 3,
    date_of_birth: '1990-04-01',
    scope: [],
    ...overrides,
  };
}
