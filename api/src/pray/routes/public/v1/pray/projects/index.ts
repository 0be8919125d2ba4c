import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope, pageEnvelope, PageQuerySchema } from '@chokdee/shared-contract/schemas/envelope';
import {
  PRAY_MESSAGES,
  PrayListQuerySchema,
  PrayProjectSchema,
  PrayProjectSummarySchema,
  PraySupporterSchema,
  PrayUpdateSchema,
  PrayVoteStateSchema,
} from '@chokdee/shared-contract/schemas/pray';
import { IdTextSchema } from '@chokdee/shared-contract/schemas/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bangkokDate } from '#api/lib/bangkok-time';
import { HttpError } from '#api/lib/http-error';
import { optionalUser } from '#api/plugins/authenticate';
import { memberOnly } from '#api/plugins/member-only';
import { pageMeta } from '#api/pray/page-meta';
import { searchProjects } from '#api/pray/project-search';
import { findProjectBySlug, isPublic, toProject, toSummaries } from '#api/pray/project-store';
import { listSupporters } from '#api/pray/supporters';
import { findUpdate, listUpdates } from '#api/pray/updates';
import { castVote, voteState, withdrawVote } from '#api/pray/votes';

const SlugParams = z.object({ slug: z.string().min(1).max(200) });
const UpdateParams = SlugParams.extend({ updateId: IdTextSchema });
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
} as const;

/**
 * `/public/v1/pray/projects`: the published prayer projects, their news and supporters, and the
 * member's vote ('ร่วมอธิษฐาน').
 */
const prayProjectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const notFound = () => new HttpError(404, PRAY_MESSAGES.notFound);

  /** A public project, or the viewer's own in any status (the owner previews before review). */
  async function visibleProject(slug: string, viewerId: number | null) {
    const row = await findProjectBySlug(app.db, slug);
    if (!row || (!isPublic(row) && row.owner_id !== viewerId)) throw notFound();
    return row;
  }

  app.get(
    '/',
    {
      schema: {
        querystring: PrayListQuerySchema,
        response: { 200: pageEnvelope(PrayProjectSummarySchema), ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      const found = await searchProjects(app.db, { ...query, today: bangkokDate(app.now()) });
      return {
        data: await toSummaries(app.db, found.rows),
        meta: pageMeta(query.page, query.per_page, found.total),
      };
    },
  );

  app.get(
    '/:slug',
    { schema: { params: SlugParams, response: { 200: dataEnvelope(PrayProjectSchema), ...errors } } },
    async (request) => {
      const viewer = await optionalUser(app, request);
      const row = await visibleProject(request.params.slug, viewer?.id ?? null);
      return { data: await toProject(app.db, row, viewer?.id ?? null) };
    },
  );

  app.get(
    '/:slug/updates',
    { schema: { params: SlugParams, response: { 200: dataEnvelope(z.array(PrayUpdateSchema)), ...errors } } },
    async (request) => {
      const viewer = await optionalUser(app, request);
      const row = await visibleProject(request.params.slug, viewer?.id ?? null);
      return { data: await listUpdates(app.db, row.id) };
    },
  );

  app.get(
    '/:slug/updates/:updateId',
    { schema: { params: UpdateParams, response: { 200: dataEnvelope(PrayUpdateSchema), ...errors } } },
    async (request) => {
      const viewer = await optionalUser(app, request);
      const row = await visibleProject(request.params.slug, viewer?.id ?? null);
      const update = await findUpdate(app.db, row.id, request.params.updateId);
      if (!update) throw new HttpError(404, PRAY_MESSAGES.updateNotFound);
      return { data: update };
    },
  );

  app.get(
    '/:slug/supporters',
    {
      schema: {
        params: SlugParams,
        querystring: z.object({
          ...PageQuerySchema.shape,
          per_page: z.coerce.number().int().min(1).max(100).default(20),
        }),
        response: { 200: pageEnvelope(PraySupporterSchema), ...errors },
      },
    },
    async (request) => {
      const row = await visibleProject(request.params.slug, null);
      const { page, per_page } = request.query;
      const found = await listSupporters(app.db, row.id, page, per_page);
      return { data: found.rows, meta: pageMeta(page, per_page, found.total) };
    },
  );

  const voteSchema = { params: SlugParams, response: { 200: dataEnvelope(PrayVoteStateSchema), ...errors } };

  app.get('/:slug/vote', { onRequest: memberOnly(app), schema: voteSchema }, async (request) => {
    const row = await visibleProject(request.params.slug, request.user.id);
    return { data: await voteState(app.db, row.id, request.user.id) };
  });

  app.post('/:slug/vote', { onRequest: memberOnly(app), schema: voteSchema }, async (request) => {
    const row = await visibleProject(request.params.slug, request.user.id);
    const count = await castVote(app.db, row.id, request.user.id, app.now());
    if (count === null) throw new HttpError(409, PRAY_MESSAGES.notPublished);
    return { data: { voted: true, supporters_count: count } };
  });

  app.delete('/:slug/vote', { onRequest: memberOnly(app), schema: voteSchema }, async (request) => {
    const row = await visibleProject(request.params.slug, request.user.id);
    const count = await withdrawVote(app.db, row.id, request.user.id);
    if (count === null) throw new HttpError(409, PRAY_MESSAGES.notPublished);
    return { data: { voted: false, supporters_count: count } };
  });
};

export default prayProjectsRoutes;
