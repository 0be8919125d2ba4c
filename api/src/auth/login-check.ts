import type { FastifyInstance } from 'fastify';
import type { UserRow } from '#api/db/schema/auth';
import { HttpError } from '#api/lib/http-error';
import { findUserByTel } from './users-repository';
import { AUTH_API_MESSAGES } from './auth-messages';
import { burnPasswordCheck, verifyPassword } from './password';
import { passwordTryPassed, takePasswordTry } from './password-tries';

/**
 * The local member with this phone and password, else 401 with one message whether the number is
 * unknown or the password wrong (the same cost either way). The try is counted before the password
 * is looked at (`takePasswordTry`: per phone and IP, and per phone whatever the IP), so guesses
 * sent at once from any number of addresses get at most 10 evaluated and the rest are 429, across
 * every API process. Member login, dealer login and LINE connect-user share the counts.
 */
export async function checkPassword(
  app: FastifyInstance,
  tel: string,
  password: string,
  ip: string,
): Promise<UserRow> {
  const account = { kind: 'login', name: tel } as const;
  await takePasswordTry(app, account, ip, AUTH_API_MESSAGES.loginThrottled);
  const user = await findUserByTel(app.db, tel);
  const ok = user?.password_hash
    ? await verifyPassword(password, user.password_hash)
    : await burnPasswordCheck(password);
  if (!user || !ok) throw new HttpError(401, AUTH_API_MESSAGES.badCredentials);
  await passwordTryPassed(app, account, ip);
  return user;
}
