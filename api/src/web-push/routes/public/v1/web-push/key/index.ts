import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { WebPushKeySchema } from '@chokdee/shared-contract/schemas/web-push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `GET /public/v1/web-push/key`: the site's VAPID public key, open to anyone (it is public by design). */
const keyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { response: { 200: WebPushKeySchema, 400: ApiErrorSchema, 503: ApiErrorSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: { public_key: (await app.vapidKeys()).publicKey } };
    },
  );
};

export default keyRoutes;
