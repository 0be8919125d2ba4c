import type { FastifyInstance } from 'fastify';
import type { BackoffPolicy } from '#api/limits/backoff';
import {
  clearAttempts,
  isKeyRemembered,
  rememberKey,
  takeAttempt,
} from '#api/limits/rate-limit-counters-repository';
import { AUTH_API_MESSAGES } from './auth-messages';
import { TooManyRequestsError } from './too-many-requests';

/** Password tries per account and IP: 10 per 15 minutes. */
export const LOGIN_LIMIT = { tries: 10, windowMs: 15 * 60 * 1000 } as const;

/**
 * Password tries per account whatever the IP, so guesses spread over many addresses gain nothing:
 * 10 at once, then each try makes the next wait 30 s, 1, 2, 4, 8 minutes, then 15 minutes at most.
 * A delay, not a lockout: the owner gets in once the wait is over. The count is forgotten a day
 * after the last try, or at once by a right password (or, for members, a password reset by OTP).
 */
export const ACCOUNT_BACKOFF: BackoffPolicy = {
  freeTries: 10,
  firstDelayMs: 30 * 1000,
  maxDelayMs: 15 * 60 * 1000,
  forgetAfterMs: 24 * 60 * 60 * 1000,
};

/**
 * An IP the account logged in from is known this long after its last login there, and skips the
 * account's back-off (its own per-IP limit still holds): a stranger who keeps an account waiting
 * cannot keep its owner out on their usual connection.
 */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;

/** Whose password is tried: each kind of account counts under its own names. */
export interface PasswordAccount {
  kind: 'login' | 'staff-login' | 'truck-login';
  /** The phone number (members and dealers) or the username (staff, truck operators). */
  name: string;
}

const accountKey = ({ kind, name }: PasswordAccount) => `${kind}-account:${name}`;

const keysOf = (account: PasswordAccount, ip: string) => ({
  address: `${account.kind}:${account.name}|${ip}`,
  account: accountKey(account),
  knownAddress: `${account.kind}-known:${account.name}|${ip}`,
});

/**
 * Counts one password try before the password is looked at, in one step with the check, or throws
 * 429 with `Retry-After`: over the per-IP limit (`addressThrottled`), or while the account's
 * back-off makes it wait ("ลองใหม่อีกครั้งใน N วินาที"). Of N guesses sent at once, from any number of
 * addresses, at most `ACCOUNT_BACKOFF.freeTries` are evaluated, across every API process.
 */
export async function takePasswordTry(
  app: FastifyInstance,
  account: PasswordAccount,
  ip: string,
  addressThrottled: string,
): Promise<void> {
  const now = app.now();
  const keys = keysOf(account, ip);
  const known = await isKeyRemembered(app.db, keys.knownAddress, now);
  const attempt = await takeAttempt(
    app.db,
    [
      { key: keys.address, limit: LOGIN_LIMIT.tries, windowMs: LOGIN_LIMIT.windowMs },
      ...(known ? [] : [{ key: keys.account, backoff: ACCOUNT_BACKOFF }]),
    ],
    now,
  );
  if (attempt.allowed) return;
  // This IP's own limit (the longer wait) speaks first; else the account's back-off says how long.
  const message = attempt.refusedBy.includes(keys.address)
    ? addressThrottled
    : AUTH_API_MESSAGES.accountBackoff(attempt.retryAfterSeconds);
  throw new TooManyRequestsError(message, attempt.retryAfterSeconds);
}

/** A right password: the counts start afresh and this IP becomes known for the account. */
export async function passwordTryPassed(app: FastifyInstance, account: PasswordAccount, ip: string) {
  const keys = keysOf(account, ip);
  await clearAttempts(app.db, keys.address);
  await clearAttempts(app.db, keys.account);
  await rememberKey(app.db, keys.knownAddress, app.now(), KNOWN_ADDRESS_MS);
}

/** Proof of the account another way (a password reset by OTP): its back-off starts afresh. */
export async function clearAccountBackoff(app: FastifyInstance, account: PasswordAccount): Promise<void> {
  await clearAttempts(app.db, accountKey(account));
}
