import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { PRAY_MESSAGES, PrayRejectBodySchema } from '@chokdee/shared-contract/schemas/pray';
import {
  PrayHideBodySchema,
  PrayReviewUpdateSchema,
  PrayUpdateStatusSchema,
} from '@chokdee/shared-contract/schemas/pray-review';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users } from '#api/auth/auth-tables';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { prayProjects, prayUpdates } from '#api/pray/pray-tables';
import { ReviewIdParams, reviewId } from '#api/pray/review-ids';
import { reviewUpdate, setUpdateHidden } from '#api/pray/update-review';
import { withReviewState } from '#api/pray/updates';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;
const UpdateAnswer = dataEnvelope(PrayReviewUpdateSchema);

/**
 * `/admin/v1/pray/updates`: projects' news for reviewers. Waiting news oldest first (the queue);
 * approve, refuse with a reason, hide published news with a reason and show it again. Each act
 * is in the audit log with the news' state before and after.
 */
const adminPrayUpdatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const select = () =>
    app.db
      .select({
        update: prayUpdates,
        project_slug: prayProjects.slug,
        project_title: prayProjects.title,
        owner_id: prayProjects.owner_id,
        owner_name: users.name,
      })
      .from(prayUpdates)
      .innerJoin(prayProjects, eq(prayProjects.id, prayUpdates.project_id))
      .innerJoin(users, eq(users.id, prayProjects.owner_id));

  type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];
  const view = async (rows: Row[]) => {
    const states = await withReviewState(
      app.db,
      rows.map((r) => r.update),
    );
    return rows.map((row, i) => ({
      ...states[i]!,
      project_id: row.update.project_id,
      project_slug: row.project_slug,
      project_title: row.project_title,
      owner_id: row.owner_id,
      owner_name: row.owner_name || 'สมาชิก',
      submitted_at: toBangkokIso(new Date(row.update.submitted_at)),
    }));
  };

  app.get(
    '/',
    {
      schema: {
        querystring: z.object({ status: PrayUpdateStatusSchema.default('pending_review') }),
        response: { 200: dataEnvelope(z.array(PrayReviewUpdateSchema)), ...errors },
      },
    },
    async (request) => {
      const waiting = request.query.status === 'pending_review';
      const rows = await select()
        .where(eq(prayUpdates.status, request.query.status))
        // The queue is first come, first served; decided news is read newest first.
        .orderBy(
          waiting ? asc(prayUpdates.submitted_at) : desc(prayUpdates.submitted_at),
          waiting ? asc(prayUpdates.id) : desc(prayUpdates.id),
        )
        .limit(100);
      return { data: await view(rows) };
    },
  );

  const one = async (id: number) => (await view(await select().where(eq(prayUpdates.id, id))))[0];

  /** What the audit log keeps of a decision on news. */
  const state = async (id: number) => {
    const found = await one(id);
    return found
      ? {
          status: found.status,
          reject_reason: found.reject_reason,
          hidden: found.hidden,
          hidden_reason: found.hidden_reason,
        }
      : null;
  };

  /** Runs a decision between two snapshots for the audit log, then answers the news as it is. */
  const decide = async (
    request: { params: { id: string }; audit: { record(detail: object): void }; staffId?: number | null },
    act: (id: number) => Promise<void>,
  ) => {
    const id = reviewId(request.params.id, PRAY_MESSAGES.updateNotFound);
    const before = await state(id);
    await act(id);
    request.audit.record({ before, after: await state(id) });
    return { data: (await one(id))! };
  };

  app.post(
    '/:id/approve',
    { schema: { params: ReviewIdParams, response: { 200: UpdateAnswer, ...errors } } },
    async (request) =>
      decide(request, (id) =>
        reviewUpdate(app.db, id, { approve: true }, app.now(), request.staffId ?? null),
      ),
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        params: ReviewIdParams,
        body: PrayRejectBodySchema,
        response: { 200: UpdateAnswer, ...errors },
      },
    },
    async (request) =>
      decide(request, (id) =>
        reviewUpdate(
          app.db,
          id,
          { approve: false, reason: request.body.reason },
          app.now(),
          request.staffId ?? null,
        ),
      ),
  );

  app.post(
    '/:id/hide',
    {
      schema: {
        params: ReviewIdParams,
        body: PrayHideBodySchema,
        response: { 200: UpdateAnswer, ...errors },
      },
    },
    async (request) =>
      decide(request, (id) =>
        setUpdateHidden(app.db, id, { reason: request.body.reason }, app.now(), request.staffId ?? null),
      ),
  );

  app.post(
    '/:id/unhide',
    { schema: { params: ReviewIdParams, response: { 200: UpdateAnswer, ...errors } } },
    async (request) =>
      decide(request, (id) => setUpdateHidden(app.db, id, null, app.now(), request.staffId ?? null)),
  );
};

export default adminPrayUpdatesRoutes;
