import { TRUCK_MESSAGES } from '@chokdee/shared-kernel/schemas/truck';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { truckOperators, type TruckOperatorRow } from '#api/db/schema/truck';
import { burnPasswordCheck, verifyPassword } from '#api/auth/password';
import { passwordTryPassed, takePasswordTry } from '#api/auth/password-tries';
import { HttpError } from '#api/lib/http-error';

/**
 * The active operator with this username and password, else 401 with one message whatever was
 * wrong (an unknown name costs a hash too). Tries are counted with the members' limits
 * (`takePasswordTry`: per username and IP, and per username whatever the IP), before the password
 * is looked at; a right password clears the counts.
 */
export async function checkOperatorPassword(
  app: FastifyInstance,
  username: string,
  password: string,
  ip: string,
): Promise<TruckOperatorRow> {
  const account = { kind: 'truck-login', name: username } as const;
  await takePasswordTry(app, account, ip, TRUCK_MESSAGES.loginThrottled);
  const [operator] = await app.db.select().from(truckOperators).where(eq(truckOperators.username, username));
  const ok = operator
    ? await verifyPassword(password, operator.password_hash)
    : await burnPasswordCheck(password);
  if (!operator || !ok || !operator.is_active) throw new HttpError(401, TRUCK_MESSAGES.badCredentials);
  await passwordTryPassed(app, account, ip);
  return operator;
}
