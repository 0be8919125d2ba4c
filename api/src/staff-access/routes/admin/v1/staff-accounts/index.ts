import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { IdTextSchema } from '@chokdee/shared-contract/schemas/primitives';
import {
  GrantRoleBodySchema,
  StaffAccountSchema,
  StaffRoleSchema,
} from '@chokdee/shared-contract/schemas/staff-roles';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { grantRoles, listStaffAccounts, revokeRole, rolesOf } from '#api/staff-access/staff-roles-repository';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;
const IdParams = z.object({ id: IdTextSchema });
const RolesAnswer = dataEnvelope(z.array(StaffRoleSchema));

/** The owner's staff accounts: the list with roles, a grant, a revoke (each in the audit log). */
const staffAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { response: { 200: dataEnvelope(z.array(StaffAccountSchema)), ...errors } } },
    async () => ({ data: await listStaffAccounts(app.db) }),
  );

  app.post(
    '/:id/roles',
    { schema: { params: IdParams, body: GrantRoleBodySchema, response: { 200: RolesAnswer, ...errors } } },
    async (request) => {
      const id = request.params.id;
      const before = await rolesOf(app.db, id);
      await grantRoles(app.db, id, [request.body.role], request.adminActor!, app.now());
      const after = await rolesOf(app.db, id);
      request.audit.record({ targetId: id, before: { roles: before }, after: { roles: after } });
      return { data: after };
    },
  );

  app.delete(
    '/:id/roles/:role',
    {
      schema: {
        params: IdParams.extend({ role: StaffRoleSchema }),
        response: { 200: RolesAnswer, ...errors },
      },
    },
    async (request) => {
      const { id, role } = request.params;
      const before = await rolesOf(app.db, id);
      await revokeRole(app.db, id, role);
      const after = await rolesOf(app.db, id);
      request.audit.record({ targetId: id, before: { roles: before }, after: { roles: after } });
      return { data: after };
    },
  );
};

export default staffAccountRoutes;
