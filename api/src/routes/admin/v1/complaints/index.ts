import { sendCsv } from '#api/lib/csv-download';
import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import {
  COMPLAINT_INBOX_MESSAGES,
  ComplaintAnswerBodySchema,
  ComplaintDetailSchema,
  ComplaintExportQuerySchema,
  ComplaintListQuerySchema,
  ComplaintRowSchema,
} from '@chokdee/shared-contract/schemas/complaint-inbox';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { idFromText } from '@chokdee/shared-contract/schemas/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bangkokDate } from '#api/lib/bangkok-time';
import { HttpError } from '#api/lib/http-error';
import { complaintsCsv } from '#api/site/complaint-csv';
import { findComplaint, listComplaints, markComplaintRead, toDetail } from '#api/site/complaint-inbox';
import { answerComplaint, closeComplaint } from '#api/site/complaint-steps';
import type { ComplaintRow } from '#api/site/content-tables';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;
// Any text: an id that is not one (letters, beyond the int4 range) is simply not found.
const params = z.object({ id: z.string() });
const one = dataEnvelope(ComplaintDetailSchema);

/** What the audit log keeps of a step: where the complaint stood, and its answer. */
const auditState = (row: ComplaintRow) => ({ status: row.status, answer: row.answer });

/**
 * The staff's complaints inbox (roles in `admin-url-roles.ts`: reviewer, owner; support reads):
 * the list by status and search, oldest open first; one complaint (opening it marks it read);
 * its answer, which the filer reads by their code (a member also gets a notice); its close.
 */
const complaintsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  async function load(idText: string): Promise<ComplaintRow> {
    const id = idFromText(idText);
    const row = id === null ? undefined : await findComplaint(app.db, id);
    if (!row) throw new HttpError(404, COMPLAINT_INBOX_MESSAGES.notFound);
    return row;
  }

  app.get(
    '/',
    {
      schema: {
        querystring: ComplaintListQuerySchema,
        response: { 200: pageEnvelope(ComplaintRowSchema), ...errors },
      },
    },
    async (request) => {
      const { status, q, page, per_page } = request.query;
      const { rows, total } = await listComplaints(app.db, { status, q }, page, per_page);
      return {
        data: rows,
        meta: { page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
      };
    },
  );

  app.get(
    '/export.csv',
    { schema: { querystring: ComplaintExportQuerySchema, response: errors } },
    async (request, reply) => {
      const csv = await complaintsCsv(app.db, request.query);
      return sendCsv(reply, `complaints-${bangkokDate(app.now())}.csv`, csv);
    },
  );

  app.get('/:id', { schema: { params, response: { 200: one, ...errors } } }, async (request) => {
    const row = await load(request.params.id);
    if (row.status === 'new') await markComplaintRead(app.db, row.id, app.now());
    return { data: toDetail((await findComplaint(app.db, row.id))!) };
  });

  app.post(
    '/:id/answer',
    { schema: { params, body: ComplaintAnswerBodySchema, response: { 200: one, ...errors } } },
    async (request) => {
      const before = await load(request.params.id);
      request.audit.record({ targetId: before.id, before: auditState(before) });
      const after = await answerComplaint(app.db, {
        id: before.id,
        answer: request.body.answer,
        actor: request.adminActor!,
        now: app.now(),
      });
      request.audit.record({ after: auditState(after) });
      return { data: toDetail(after) };
    },
  );

  app.post('/:id/close', { schema: { params, response: { 200: one, ...errors } } }, async (request) => {
    const before = await load(request.params.id);
    request.audit.record({ targetId: before.id, before: auditState(before) });
    const after = await closeComplaint(app.db, { id: before.id, actor: request.adminActor!, now: app.now() });
    request.audit.record({ after: auditState(after) });
    return { data: toDetail(after) };
  });
};

export default complaintsAdminRoutes;
