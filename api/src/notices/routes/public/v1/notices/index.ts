import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { NoticeListSchema, NoticesReadBodySchema } from '@chokdee/shared-contract/schemas/notices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listNotices, markNoticesRead } from '#api/notices/notices-repository';
import { memberOnly } from '#api/plugins/member-only';

/** The member's notices: `GET /public/v1/notices` (the latest, the unread count), `POST …/read`. */
const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));

  app.get(
    '/',
    { schema: { response: { 200: NoticeListSchema, 401: ApiErrorSchema } } },
    async (request, reply) => {
      // A member's own list: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return listNotices(app.db, request.user.id);
    },
  );

  app.post(
    '/read',
    {
      schema: {
        body: NoticesReadBodySchema,
        response: { 204: z.null(), 400: ApiErrorSchema, 401: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      await markNoticesRead(app.db, request.user.id, request.body.up_to, app.now());
      return reply.code(204).send(null);
    },
  );
};

export default noticesRoutes;
