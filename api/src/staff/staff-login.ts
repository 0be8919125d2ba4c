import type { FastifyInstance } from 'fastify';
import { checkPasswordLogin } from '#api/auth/login-check';
import type { StaffRow } from './staff-tables';
import { findStaffByUsername } from './staff-repository';
import { STAFF_MESSAGES } from './staff-messages';

/** The staff member (scope `admin`) with this username and password, with the members' limits. */
export function checkStaffPassword(
  app: FastifyInstance,
  username: string,
  password: string,
  ip: string,
): Promise<StaffRow> {
  return checkPasswordLogin(
    app,
    {
      account: { kind: 'staff-login', name: username },
      throttled: STAFF_MESSAGES.loginThrottled,
      badCredentials: STAFF_MESSAGES.badCredentials,
      find: () => findStaffByUsername(app.db, username),
      passwordHash: (found) => found.password_hash,
      mayLogIn: (found) => found.scope.includes('admin'),
    },
    password,
    ip,
  );
}
