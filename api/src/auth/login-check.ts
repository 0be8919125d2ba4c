import type { FastifyInstance } from 'fastify';
import type { UserRow } from '#api/db/schema/auth';
import { HttpError } from '#api/lib/http-error';
import { clearAttempts, takeAttempt } from '#api/repositories/rate-limit-counters-repository';
import { findUserByTel } from '#api/repositories/users-repository';
import { AUTH_API_MESSAGES } from './auth-messages';
import { burnPasswordCheck, verifyPassword } from './password';
import { TooManyRequestsError } from './too-many-requests';

/** Password tries per phone number and IP: 10 per 15 minutes, whichever call makes them. */
export const LOGIN_LIMIT = { tries: 10, windowMs: 15 * 60 * 1000 } as const;

/**
 * The local member with this phone and password, else 401 with one message whether the number is
 * unknown or the password wrong (the same cost either way). The try is counted before the password
 * is looked at, in one step with the check (`takeAttempt`), so of N guesses sent at once at most 10
 * are ever evaluated and the rest are 429, across every API process. Member login, dealer login
 * and LINE connect-user share the count. A right password clears it.
 */
export async function checkPassword(
  app: FastifyInstance,
  tel: string,
  password: string,
  ip: string,
): Promise<UserRow> {
  const key = `login:${tel}|${ip}`;
  const attempt = await takeAttempt(
    app.db,
    [{ key, limit: LOGIN_LIMIT.tries, windowMs: LOGIN_LIMIT.windowMs }],
    app.now(),
  );
  if (!attempt.allowed)
    throw new TooManyRequestsError(AUTH_API_MESSAGES.loginThrottled, attempt.retryAfterSeconds);
  const user = await findUserByTel(app.db, tel);
  const ok = user?.password_hash
    ? await verifyPassword(password, user.password_hash)
    : await burnPasswordCheck(password);
  if (!user || !ok) throw new HttpError(401, AUTH_API_MESSAGES.badCredentials);
  await clearAttempts(app.db, key);
  return user;
}
