import { TRUCK_MESSAGES } from '@chokdee/shared-contract/schemas/truck';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkPasswordLogin } from '#api/auth/login-check';
import { HttpError } from '#api/lib/http-error';
import { truckOperators, type TruckOperatorRow } from './truck-tables';

/**
 * The active operator with this username and password, with the members' limits. A deactivated
 * operator with the right password is told so (403): the dealer switched them off, and "wrong
 * password" would send them guessing; a wrong password still says nothing about the account.
 */
export async function checkOperatorPassword(
  app: FastifyInstance,
  username: string,
  password: string,
  ip: string,
): Promise<TruckOperatorRow> {
  const operator = await checkPasswordLogin(
    app,
    {
      account: { kind: 'truck-login', name: username },
      throttled: TRUCK_MESSAGES.loginThrottled,
      badCredentials: TRUCK_MESSAGES.badCredentials,
      find: async () =>
        (await app.db.select().from(truckOperators).where(eq(truckOperators.username, username)))[0],
      passwordHash: (found) => found.password_hash,
    },
    password,
    ip,
  );
  if (!operator.is_active) throw new HttpError(403, TRUCK_MESSAGES.operatorDeactivated);
  return operator;
}
