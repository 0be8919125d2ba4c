import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { StaffLoginBodySchema } from '@chokdee/shared-contract/schemas/catalog-admin';
import {
  StaffSessionWithRolesSchema,
  StaffWithRolesSchema,
} from '@chokdee/shared-contract/schemas/staff-roles';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGN_IN_ROUTE } from '#api/auth/sub-tree-guard';
import { addRetryAfterHeader } from '#api/auth/too-many-requests';
import { toBangkokIso } from '#api/lib/bangkok-time';
import { HttpError } from '#api/lib/http-error';
import { checkStaffPassword } from '#api/staff/staff-login';
import { STAFF_MESSAGES } from '#api/staff/staff-messages';
import { findStaffByUsername } from '#api/staff/staff-repository';
import { staffSessions } from '#api/staff/staff-sessions';
import { rolesOf } from '#api/staff-access/staff-roles-repository';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  429: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;

/** The console's login (`POST`), who is logged in with their roles (`GET`) and logout (`DELETE`). */
const staffSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  addRetryAfterHeader(app);

  app.post(
    '/',
    {
      ...SIGN_IN_ROUTE,
      schema: {
        body: StaffLoginBodySchema,
        response: { 201: dataEnvelope(StaffSessionWithRolesSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const found = await checkStaffPassword(app, username, password, request.ip);
      const { token, expiresAt } = await staffSessions.issue(app.db, app.config, app.now(), found.id);
      return reply.code(201).send({
        data: {
          token,
          username: found.username,
          name: found.name,
          expires_at: toBangkokIso(expiresAt),
          roles: await rolesOf(app.db, found.id),
        },
      });
    },
  );

  app.get(
    '/',
    { schema: { response: { 200: dataEnvelope(StaffWithRolesSchema), ...errors } } },
    async (request) => {
      const found = request.staffTokenId ? await findStaffByUsername(app.db, request.adminActor!) : undefined;
      if (!found) throw new HttpError(401, STAFF_MESSAGES.sessionRequired);
      return {
        data: {
          username: found.username,
          name: found.name,
          scope: found.scope,
          roles: await rolesOf(app.db, found.id),
        },
      };
    },
  );

  app.delete('/', { schema: { response: { 200: dataEnvelope(z.null()), ...errors } } }, async (request) => {
    if (!request.staffTokenId) throw new HttpError(401, STAFF_MESSAGES.sessionRequired);
    await staffSessions.revoke(app.db, request.staffTokenId, app.now());
    return { data: null };
  });
};

export default staffSessionRoutes;
