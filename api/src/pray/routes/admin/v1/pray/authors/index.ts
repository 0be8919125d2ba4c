import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { PrayAuthorHistorySchema } from '@chokdee/shared-contract/schemas/pray-review';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorHistory } from '#api/pray/author-history';
import { ReviewIdParams, reviewId } from '#api/pray/review-ids';

const NO_AUTHOR = 'ไม่พบผู้เขียนคำขอพรนี้';

/** `/admin/v1/pray/authors/:id/history`: what a reviewer reads of an author before deciding. */
const adminPrayAuthorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/history',
    {
      schema: {
        params: ReviewIdParams,
        response: {
          200: dataEnvelope(PrayAuthorHistorySchema),
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request) => ({ data: await authorHistory(app.db, reviewId(request.params.id, NO_AUTHOR)) }),
  );
};

export default adminPrayAuthorsRoutes;
