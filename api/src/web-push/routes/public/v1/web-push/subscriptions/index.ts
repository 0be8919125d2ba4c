import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import {
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
} from '@chokdee/shared-contract/schemas/web-push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { memberOnly } from '#api/plugins/member-only';
import { pushEndpointProblem } from '#api/web-push/push-endpoint-rule';
import {
  MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER,
  removeSubscription,
  saveSubscription,
} from '#api/web-push/push-subscriptions-repository';

/** The member's browsers that show notices: `POST` turns this browser on, `DELETE` off. */
const subscriptionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));
  const production = app.config.nodeEnv === 'production';

  app.post(
    '/',
    {
      schema: {
        body: PushSubscriptionBodySchema,
        response: {
          204: z.null(),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          409: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      await app.vapidKeys();
      const problem = pushEndpointProblem(request.body.endpoint, production);
      if (problem) throw new HttpError(422, problem, [{ field: 'endpoint', message: problem }]);
      const result = await saveSubscription(app.db, request.user.id, request.body);
      if (result === 'full') {
        throw new HttpError(
          409,
          `รับการแจ้งเตือนได้สูงสุด ${MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER} เบราว์เซอร์ ปิดการแจ้งเตือนบนเบราว์เซอร์อื่นก่อน`,
        );
      }
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/',
    {
      schema: {
        body: PushUnsubscribeBodySchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await removeSubscription(app.db, request.user.id, request.body.endpoint);
      return reply.code(204).send(null);
    },
  );
};

export default subscriptionsRoutes;
