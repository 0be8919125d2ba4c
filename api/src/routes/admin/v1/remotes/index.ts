import { ApiErrorSchema } from '@chokdee/shared-kernel/schemas/api-error';
import {
  RemoteNameParamsSchema,
  RemoteRegistrationSchema,
  RemoteSchema,
} from '@chokdee/shared-kernel/schemas/catalog';
import { dataEnvelope } from '@chokdee/shared-kernel/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { MESSAGES } from '#api/lib/messages';
import { adminAuth } from '#api/plugins/admin-auth';
import {
  deleteRemote,
  listRemotes,
  setRemoteEnabled,
  toRemote,
  upsertRemote,
} from '#api/repositories/remotes-repository';

/** The name is in the path; repeating it in the body is allowed but must agree. */
const RegistrationBodySchema = RemoteRegistrationSchema.extend({
  name: RemoteRegistrationSchema.shape.name.optional(),
}).superRefine((value, ctx) => {
  const { campaign_starts_at: starts, campaign_ends_at: ends } = value;
  if (starts && ends && Date.parse(ends) <= Date.parse(starts)) {
    ctx.addIssue({ code: 'custom', path: ['campaign_ends_at'], message: MESSAGES.campaignWindow });
  }
});

const guarded = { 401: ApiErrorSchema, 503: ApiErrorSchema } as const;
const one = dataEnvelope(RemoteSchema);

/** DESIGN §2: the remote registry that deploys and product owners drive. */
const adminRemotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', adminAuth(app.config.adminToken));

  app.get(
    '/',
    { schema: { response: { 200: dataEnvelope(z.array(RemoteSchema)), ...guarded } } },
    async () => {
      const rows = await listRemotes(app.db);
      return { data: rows.map(toRemote) };
    },
  );

  app.put(
    '/:name',
    {
      schema: {
        params: RemoteNameParamsSchema,
        body: RegistrationBodySchema,
        response: { 200: one, 201: one, 400: ApiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const body = request.body;
      if (body.name !== undefined && body.name !== name) {
        throw new HttpError(400, MESSAGES.invalidInput, [
          { field: 'name', message: MESSAGES.remoteNameMismatch },
        ]);
      }
      const { row, created } = await upsertRemote(
        app.db,
        {
          ...body,
          name,
          campaign_starts_at: body.campaign_starts_at ? new Date(body.campaign_starts_at) : null,
          campaign_ends_at: body.campaign_ends_at ? new Date(body.campaign_ends_at) : null,
        },
        app.now(),
      );
      return reply.code(created ? 201 : 200).send({ data: toRemote(row) });
    },
  );

  for (const [action, enabled] of [
    ['enable', true],
    ['disable', false],
  ] as const) {
    app.post(
      `/:name/${action}`,
      {
        schema: {
          params: RemoteNameParamsSchema,
          response: { 200: one, 400: ApiErrorSchema, 404: ApiErrorSchema, ...guarded },
        },
      },
      async (request) => {
        const row = await setRemoteEnabled(app.db, request.params.name, enabled, app.now());
        if (!row) throw new HttpError(404, MESSAGES.remoteNotFound);
        return { data: toRemote(row) };
      },
    );
  }

  app.delete(
    '/:name',
    {
      schema: {
        params: RemoteNameParamsSchema,
        response: { 200: one, 400: ApiErrorSchema, 404: ApiErrorSchema, ...guarded },
      },
    },
    async (request) => {
      const row = await deleteRemote(app.db, request.params.name);
      if (!row) throw new HttpError(404, MESSAGES.remoteNotFound);
      return { data: toRemote(row) };
    },
  );
};

export default adminRemotesRoutes;
