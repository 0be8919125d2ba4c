import type { FastifyInstance } from 'fastify';
import type { UserRow } from './auth-tables';
import { HttpError } from '#api/lib/http-error';
import { findUserByTel } from './users-repository';
import { AUTH_API_MESSAGES } from './auth-messages';
import { burnPasswordCheck, verifyPassword } from './password';
import { passwordTryPassed, takePasswordTry, type PasswordAccount } from './password-tries';

/** One kind of account's password login: members, staff and truck operators each give one. */
export interface PasswordLogin<A> {
  account: PasswordAccount;
  /** This login's Thai 429 (per-IP limit) and its one Thai 401, whatever was wrong. */
  throttled: string;
  badCredentials: string;
  find(): Promise<A | undefined>;
  /** Null for an account without a password (a LINE-only member). */
  passwordHash(found: A): string | null;
  /** False for an account that may not log in (an inactive operator): the same 401. */
  mayLogIn?(found: A): boolean;
}

/**
 * The account behind a right password, else 401 with one message whether the name is unknown or
 * the password wrong (the same cost either way: an unknown name still costs a hash). The try is
 * counted before the password is looked at (`takePasswordTry`: per name and IP, and per name
 * whatever the IP), so guesses sent at once from any number of addresses get at most 10 evaluated
 * and the rest are 429, across every API process; a right password clears the counts.
 */
export async function checkPasswordLogin<A>(
  app: FastifyInstance,
  login: PasswordLogin<A>,
  password: string,
  ip: string,
): Promise<A> {
  await takePasswordTry(app, login.account, ip, login.throttled);
  const found = await login.find();
  const hash = found ? login.passwordHash(found) : null;
  const ok = hash ? await verifyPassword(password, hash) : await burnPasswordCheck(password);
  if (!found || !ok || login.mayLogIn?.(found) === false) throw new HttpError(401, login.badCredentials);
  await passwordTryPassed(app, login.account, ip);
  return found;
}

/** The local member with this phone and password. Member login, dealer login and LINE connect-user share the counts. */
export function checkPassword(
  app: FastifyInstance,
  tel: string,
  password: string,
  ip: string,
): Promise<UserRow> {
  return checkPasswordLogin(
    app,
    {
      account: { kind: 'login', name: tel },
      throttled: AUTH_API_MESSAGES.loginThrottled,
      badCredentials: AUTH_API_MESSAGES.badCredentials,
      find: () => findUserByTel(app.db, tel),
      passwordHash: (user) => user.password_hash,
    },
    password,
    ip,
  );
}
