import type { FastifyInstance } from 'fastify';
import type { StaffRow } from '#api/db/schema/staff';
import { burnPasswordCheck, verifyPassword } from '#api/auth/password';
import { passwordTryPassed, takePasswordTry } from '#api/auth/password-tries';
import { HttpError } from '#api/lib/http-error';
import { findStaffByUsername } from './staff-repository';
import { STAFF_MESSAGES } from './staff-messages';

/**
 * The staff member with this username and password, else 401 with one message either way. The
 * members' limits (`takePasswordTry`: per username and IP, and per username whatever the IP),
 * counted before the password is looked at, in one step with the check.
 */
export async function checkStaffPassword(
  app: FastifyInstance,
  username: string,
  password: string,
  ip: string,
): Promise<StaffRow> {
  const account = { kind: 'staff-login', name: username } as const;
  await takePasswordTry(app, account, ip, STAFF_MESSAGES.loginThrottled);
  const found = await findStaffByUsername(app.db, username);
  const ok = found ? await verifyPassword(password, found.password_hash) : await burnPasswordCheck(password);
  if (!found || !ok || !found.scope.includes('admin'))
    throw new HttpError(401, STAFF_MESSAGES.badCredentials);
  await passwordTryPassed(app, account, ip);
  return found;
}
