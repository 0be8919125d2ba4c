import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import {
  CONTENT_MESSAGES,
  ContentIdParamsSchema,
  ContentListQuerySchema,
  ContentSchema,
  ContentSlugParamsSchema,
  ContentSummarySchema,
  ContentTagSchema,
} from '@chokdee/shared-contract/schemas/content';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { requestOrigin } from '#api/lib/request-origin';
import {
  findPageBySlug,
  findPostById,
  listArticleTags,
  listContents,
  toContent,
  toContentSummary,
} from '#api/site/contents-repository';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

/** Spec §2 content: articles, social posts and the site's fixed pages; open to everyone. */
const contentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: ContentListQuerySchema,
        response: { 200: pageEnvelope(ContentSummarySchema), 400: ApiErrorSchema },
      },
    },
    async (request) => {
      const { query } = request;
      const { rows, total } = await listContents(app.db, query, app.now());
      const origin = requestOrigin(request);
      return {
        data: rows.map((row) => toContentSummary(row, origin)),
        meta: {
          page: query.page,
          per_page: query.per_page,
          total,
          last_page: Math.max(1, Math.ceil(total / query.per_page)),
        },
      };
    },
  );

  app.get('/tags', { schema: { response: { 200: dataEnvelope(z.array(ContentTagSchema)) } } }, async () => ({
    data: await listArticleTags(app.db, app.now()),
  }));

  app.get(
    '/pages/:slug',
    {
      schema: { params: ContentSlugParamsSchema, response: { 200: dataEnvelope(ContentSchema), ...errors } },
    },
    async (request) => {
      const row = await findPageBySlug(app.db, request.params.slug, app.now());
      if (!row) throw new HttpError(404, CONTENT_MESSAGES.notFound);
      return { data: toContent(row, requestOrigin(request)) };
    },
  );

  app.get(
    '/:id',
    { schema: { params: ContentIdParamsSchema, response: { 200: dataEnvelope(ContentSchema), ...errors } } },
    async (request) => {
      const row = await findPostById(app.db, request.params.id, app.now());
      if (!row) throw new HttpError(404, CONTENT_MESSAGES.notFound);
      return { data: toContent(row, requestOrigin(request)) };
    },
  );
};

export default contentsRoutes;
