import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { pageEnvelope, PageQuerySchema } from '@chokdee/shared-contract/schemas/envelope';
import { AuditEntrySchema } from '@chokdee/shared-contract/schemas/staff-roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { readAuditLog } from '#api/staff-access/audit-log-repository';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;

/** The audit log for the owner, newest first, a page at a time. */
const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: { querystring: PageQuerySchema, response: { 200: pageEnvelope(AuditEntrySchema), ...errors } },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { rows, total } = await readAuditLog(app.db, page, per_page);
      return {
        data: rows.map((row) => ({ ...row, at: toBangkokIso(row.at) })),
        meta: { page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
      };
    },
  );
};

export default auditLogRoutes;
