import type { AuthUser } from '@chokdee/shared-kernel/schemas/auth';

/** A verified local member as `/me` answers it. */
export function memberFixture(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 42,
    ref: 'U42ABC',
    name: 'สมชาย',
    lastname: 'ใจดี',
    tel: '0812345678',
    avatar: null,
    is_accept_latest_consent: true,
    is_follow_line_notification: false,
    bank_account: null,
    address: null,
    login_provider: 'local',
    verified_otp_id: 1,
    date_of_birth: '1990-05-07',
    scope: [],
    ...overrides,
  };
}
