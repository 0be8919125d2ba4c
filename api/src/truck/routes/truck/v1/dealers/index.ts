import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  TRUCK_MESSAGES,
  TruckLoginBodySchema,
  TruckSessionInfoSchema,
  TruckSessionSchema,
} from '@chokdee/shared-contract/schemas/truck';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGN_IN_ROUTE } from '#api/auth/sub-tree-guard';
import { addRetryAfterHeader } from '#api/auth/too-many-requests';
import { HttpError } from '#api/lib/http-error';
import { checkOperatorPassword } from '#api/truck/operator-login';
import { operatorSession } from '#api/truck/operator-only';
import { operatorSessions } from '#api/truck/operator-sessions';
import { loadSessionInfo } from '#api/truck/truck-store-view';

/** Spec §7 Truck dealers: the operators' own login and logout, and who is logged in. */
const truckDealerRoutes: FastifyPluginAsyncZod = async (app) => {
  addRetryAfterHeader(app);
  const errors = {
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    429: ApiErrorSchema,
  } as const;

  app.post(
    '/login',
    {
      ...SIGN_IN_ROUTE,
      schema: { body: TruckLoginBodySchema, response: { 200: dataEnvelope(TruckSessionSchema), ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const operator = await checkOperatorPassword(
        app,
        request.body.username,
        request.body.password,
        request.ip,
      );
      const now = app.now();
      const { token } = await operatorSessions.issue(app.db, app.config, now, operator.id);
      const found = await operatorSessions.verify(app.db, app.config, now, token);
      if (!found) throw new HttpError(401, TRUCK_MESSAGES.badCredentials);
      const session = { tokenId: found.tokenId, ...found.subject };
      return { data: { token, ...(await loadSessionInfo(app.db, session, now)) } };
    },
  );

  app.post(
    '/logout',
    { schema: { response: { 200: dataEnvelope(z.null()), ...errors } } },
    async (request) => {
      const session = operatorSession(request);
      if (!session.truckStore.operators_can_logout) throw new HttpError(403, TRUCK_MESSAGES.logoutNotAllowed);
      await operatorSessions.revoke(app.db, session.tokenId, app.now());
      return { data: null };
    },
  );

  app.get(
    '/me',
    {
      schema: { response: { 200: dataEnvelope(TruckSessionInfoSchema), ...errors } },
    },
    async (request) => ({ data: await loadSessionInfo(app.db, operatorSession(request), app.now()) }),
  );
};

export default truckDealerRoutes;
