import { TRUCK_MESSAGES } from '@chokdee/shared-kernel/schemas/truck';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { truckOperators, type TruckOperatorRow } from '#api/db/schema/truck';
import { burnPasswordCheck, verifyPassword } from '#api/auth/password';
import { TooManyRequestsError } from '#api/auth/too-many-requests';
import { HttpError } from '#api/lib/http-error';
import { LOGIN_LIMIT } from '#api/auth/login-check';
import { clearAttempts, takeAttempt } from '#api/limits/rate-limit-counters-repository';

/**
 * The active operator with this username and password, else 401 with one message whatever was
 * wrong (an unknown name costs a hash too). Tries are counted per username and IP with the
 * members' limit and counter (`takeAttempt`, in one step with the check, so a burst of guesses
 * evaluates at most `LOGIN_LIMIT.tries`); a right password clears the count.
 */
export async function checkOperatorPassword(
  app: FastifyInstance,
  username: string,
  password: string,
  ip: string,
): Promise<TruckOperatorRow> {
  const key = `truck-login:${username}|${ip}`;
  const attempt = await takeAttempt(
    app.db,
    [{ key, limit: LOGIN_LIMIT.tries, windowMs: LOGIN_LIMIT.windowMs }],
    app.now(),
  );
  if (!attempt.allowed)
    throw new TooManyRequestsError(TRUCK_MESSAGES.loginThrottled, attempt.retryAfterSeconds);
  const [operator] = await app.db.select().from(truckOperators).where(eq(truckOperators.username, username));
  const ok = operator
    ? await verifyPassword(password, operator.password_hash)
    : await burnPasswordCheck(password);
  if (!operator || !ok || !operator.is_active) throw new HttpError(401, TRUCK_MESSAGES.badCredentials);
  await clearAttempts(app.db, key);
  return operator;
}
