import type { FastifyInstance } from 'fastify';
import type { StaffRow } from '#api/db/schema/staff';
import { LOGIN_LIMIT } from '#api/auth/login-check';
import { burnPasswordCheck, verifyPassword } from '#api/auth/password';
import { TooManyRequestsError } from '#api/auth/too-many-requests';
import { HttpError } from '#api/lib/http-error';
import { clearAttempts, takeAttempt } from '#api/limits/rate-limit-counters-repository';
import { findStaffByUsername } from './staff-repository';
import { STAFF_MESSAGES } from './staff-messages';

/**
 * The staff member with this username and password, else 401 with one message either way. The
 * same limit as members' logins (LOGIN_LIMIT per username and IP), counted before the password is
 * looked at, in one step with the check: of N guesses sent at once at most 10 are evaluated.
 */
export async function checkStaffPassword(
  app: FastifyInstance,
  username: string,
  password: string,
  ip: string,
): Promise<StaffRow> {
  const key = `staff-login:${username}|${ip}`;
  const attempt = await takeAttempt(
    app.db,
    [{ key, limit: LOGIN_LIMIT.tries, windowMs: LOGIN_LIMIT.windowMs }],
    app.now(),
  );
  if (!attempt.allowed)
    throw new TooManyRequestsError(STAFF_MESSAGES.loginThrottled, attempt.retryAfterSeconds);
  const found = await findStaffByUsername(app.db, username);
  const ok = found ? await verifyPassword(password, found.password_hash) : await burnPasswordCheck(password);
  if (!found || !ok || !found.scope.includes('admin'))
    throw new HttpError(401, STAFF_MESSAGES.badCredentials);
  await clearAttempts(app.db, key);
  return found;
}
