import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  PRAY_MESSAGES,
  PrayProjectSchema,
  PrayRejectBodySchema,
  PrayStatusSchema,
} from '@chokdee/shared-contract/schemas/pray';
import { PrayReviewProjectSchema } from '@chokdee/shared-contract/schemas/pray-review';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '#api/auth/auth-tables';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { prayProjects } from '#api/pray/pray-tables';
import { reviewProject } from '#api/pray/admin-review';
import { ReviewIdParams, reviewId } from '#api/pray/review-ids';
import { findProjectById, projectColumns, toProject } from '#api/pray/project-store';

const IdParams = ReviewIdParams;
const projectId = (text: string) => reviewId(text, PRAY_MESSAGES.notFound);
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;
const ProjectAnswer = dataEnvelope(PrayProjectSchema);

/**
 * `/admin/v1/pray/projects` for reviewers: the queue (oldest first: first sent, first decided; a
 * refused project fixed and sent again takes its place by when it was sent again), approve,
 * reject with a reason.
 */
const adminPrayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: z.object({ status: PrayStatusSchema.default('pending_review') }),
        response: { 200: dataEnvelope(z.array(PrayReviewProjectSchema)), ...errors },
      },
    },
    async (request) => {
      const rows = await app.db
        .select({
          ...projectColumns,
          created_at: prayProjects.created_at,
          submitted_at: prayProjects.updated_at,
        })
        .from(prayProjects)
        .innerJoin(users, eq(users.id, prayProjects.owner_id))
        .where(eq(prayProjects.status, request.query.status))
        .orderBy(
          ...(request.query.status === 'pending_review'
            ? [asc(prayProjects.updated_at), asc(prayProjects.id)]
            : [desc(prayProjects.updated_at), desc(prayProjects.id)]),
        )
        .limit(100);
      return {
        data: await Promise.all(
          rows.map(async ({ created_at, submitted_at, ...row }) => ({
            ...(await toProject(app.db, row, null)),
            created_at: toBangkokIso(new Date(created_at)),
            owner_id: row.owner_id,
            submitted_at: toBangkokIso(new Date(submitted_at)),
          })),
        ),
      };
    },
  );

  /** What the audit log keeps of a review: the project's status and the reason it was sent back. */
  const reviewState = async (id: number) => {
    const found = await findProjectById(app.db, id);
    return found ? { status: found.status, reject_reason: found.reject_reason ?? null } : null;
  };

  const answer = async (id: number) => ({
    data: await toProject(app.db, (await findProjectById(app.db, id))!, null),
  });

  app.post(
    '/:id/approve',
    { schema: { params: IdParams, response: { 200: ProjectAnswer, ...errors } } },
    async (request) => {
      const id = projectId(request.params.id);
      const before = await reviewState(id);
      await reviewProject(app.db, id, { approve: true }, app.now(), request.staffId ?? null);
      request.audit.record({ before, after: await reviewState(id) });
      return answer(id);
    },
  );

  app.post(
    '/:id/reject',
    { schema: { params: IdParams, body: PrayRejectBodySchema, response: { 200: ProjectAnswer, ...errors } } },
    async (request) => {
      const id = projectId(request.params.id);
      const before = await reviewState(id);
      await reviewProject(
        app.db,
        id,
        { approve: false, reason: request.body.reason },
        app.now(),
        request.staffId ?? null,
      );
      request.audit.record({ before, after: await reviewState(id) });
      return answer(id);
    },
  );
};

export default adminPrayRoutes;
