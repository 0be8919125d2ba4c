import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../db/schema/auth';
import { HttpError } from '../lib/http-error';
import { findUserByTel } from '../repositories/users-repository';
import { AUTH_API_MESSAGES } from './auth-messages';
import { burnPasswordCheck, verifyPassword } from './password';
import { createRateLimiter, type RateLimiter } from './rate-limiter';
import { TooManyRequestsError } from './too-many-requests';

export const LOGIN_LIMIT = { failures: 10, windowMs: 15 * 60 * 1000 } as const;

/** Failed password checks per phone number and IP: 10 per 15 minutes. */
export function createLoginLimiter(app: FastifyInstance): RateLimiter {
  return createRateLimiter({ limit: LOGIN_LIMIT.failures, windowMs: LOGIN_LIMIT.windowMs, now: app.now });
}

/**
 * The local member with this phone and password, else 401 with one message whether the number is
 * unknown or the password wrong (the same cost either way); 429 after too many failures.
 */
export async function checkPassword(
  app: FastifyInstance,
  limiter: RateLimiter,
  tel: string,
  password: string,
  ip: string,
): Promise<UserRow> {
  const key = `${tel}|${ip}`;
  const wait = limiter.retryAfter(key);
  if (wait > 0) throw new TooManyRequestsError(AUTH_API_MESSAGES.loginThrottled, wait);
  const user = await findUserByTel(app.db, tel);
  const ok = user?.password_hash
    ? await verifyPassword(password, user.password_hash)
    : await burnPasswordCheck(password);
  if (!user || !ok) {
    limiter.hit(key);
    throw new HttpError(401, AUTH_API_MESSAGES.badCredentials);
  }
  limiter.reset(key);
  return user;
}
