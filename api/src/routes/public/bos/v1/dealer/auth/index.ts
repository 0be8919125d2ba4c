import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { LoginBodySchema, TokenResultSchema } from '@chokdee/shared-contract/schemas/auth';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SIGN_IN_ROUTE } from '#api/auth/sub-tree-guard';
import { AUTH_API_MESSAGES } from '#api/auth/auth-messages';
import { checkPassword } from '#api/auth/login-check';
import { issueAuthToken } from '#api/auth/sessions';
import { addRetryAfterHeader } from '#api/auth/too-many-requests';
import { HttpError } from '#api/lib/http-error';
import { DEALER_SCOPE } from '#api/lottery-sales/dealer-only';

/**
 * Dealer login (`/public/bos/v1/dealer/auth/login`): the member login, for dealers only. Anyone
 * else gets the same 401 as a wrong password, so the call does not tell who is a dealer.
 */
const dealerAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  addRetryAfterHeader(app);

  app.post(
    '/login',
    {
      ...SIGN_IN_ROUTE,
      schema: {
        body: LoginBodySchema,
        response: {
          200: dataEnvelope(TokenResultSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const user = await checkPassword(app, request.body.tel, request.body.password, request.ip);
      if (!user.scope.includes(DEALER_SCOPE)) throw new HttpError(401, AUTH_API_MESSAGES.badCredentials);
      const token = await issueAuthToken(app.db, app.config, app.now(), user.id, 'local');
      return { data: { token } };
    },
  );
};

export default dealerAuthRoutes;
