import { TRUCK_MESSAGES } from '@chokdee/shared-contract/schemas/truck';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkPasswordLogin } from '#api/auth/login-check';
import { truckOperators, type TruckOperatorRow } from './truck-tables';

/** The active operator with this username and password, with the members' limits. */
export function checkOperatorPassword(
  app: FastifyInstance,
  username: string,
  password: string,
  ip: string,
): Promise<TruckOperatorRow> {
  return checkPasswordLogin(
    app,
    {
      account: { kind: 'truck-login', name: username },
      throttled: TRUCK_MESSAGES.loginThrottled,
      badCredentials: TRUCK_MESSAGES.badCredentials,
      find: async () =>
        (await app.db.select().from(truckOperators).where(eq(truckOperators.username, username)))[0],
      passwordHash: (operator) => operator.password_hash,
      mayLogIn: (operator) => operator.is_active,
    },
    password,
    ip,
  );
}
