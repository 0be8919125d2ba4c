import type { AuthUser } from '@chokdee/shared-kernel/schemas/auth';

/** A member as `/me` answers it; override what a test is about. */
export function authUser(partial: Partial<AuthUser> = {}): AuthUser {
  return {
    id: 1,
    ref: 'U0001',
    name: 'สมชาย',
    lastname: 'ใจดี',
    tel: '0812345678',
    avatar: null,
    is_accept_latest_consent: true,
    is_follow_line_notification: false,
    bank_account: null,
    address: null,
    login_provider: 'local',
    verified_otp_id: null,
    date_of_birth: null,
    scope: [],
    ...partial,
  };
}
