import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  TRUCK_MESSAGES,
  TruckClaimBodySchema,
  TruckClaimSchema,
} from '@chokdee/shared-contract/schemas/truck';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TooManyRequestsError, addRetryAfterHeader } from '#api/auth/too-many-requests';
import { takeAttempt } from '#api/limits/rate-limit-counters-repository';
import { CLAIM_LIMIT, claimTruckSale } from '#api/truck/sale-claim';

/** A member claims a truck receipt's tickets into their safe with the code printed on it. */
const truckClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  addRetryAfterHeader(app);
  app.post(
    '/',
    {
      preHandler: app.authenticate,
      schema: {
        body: TruckClaimBodySchema,
        response: {
          200: dataEnvelope(TruckClaimSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          429: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const now = app.now();
      const attempt = await takeAttempt(
        app.db,
        [{ key: `truck-claim:${request.user.id}`, limit: CLAIM_LIMIT.tries, windowMs: CLAIM_LIMIT.windowMs }],
        now,
      );
      if (!attempt.allowed)
        throw new TooManyRequestsError(TRUCK_MESSAGES.claimThrottled, attempt.retryAfterSeconds);
      return {
        data: await claimTruckSale(app.db, { userId: request.user.id, code: request.body.code, now }),
      };
    },
  );
};

export default truckClaimRoutes;
