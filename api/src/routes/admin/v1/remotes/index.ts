import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import {
  RemoteNameParamsSchema,
  RemoteReleaseSchema,
  RemoteSchema,
} from '@chokdee/shared-contract/schemas/catalog';
import { AdminRemoteSchema } from '@chokdee/shared-contract/schemas/catalog-admin';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { MESSAGES } from '#api/lib/messages';
import { logCatalogChange } from '#api/catalog/catalog-changes-repository';
import { RELEASE_MESSAGES } from '#api/catalog/release-messages';
import { listAdminRemotes, registerRelease } from '#api/catalog/releases-repository';
import { deleteRemote, listRemotes, setRemoteEnabled, toRemote } from '#api/catalog/remotes-repository';

/** The name is in the path; repeating it in the body is allowed but must agree. */
const RegistrationBodySchema = z
  .object({
    ...RemoteReleaseSchema.shape,
    name: z.optional(RemoteReleaseSchema.shape.name),
    // Not sent: a new remote is on with no window, an existing one keeps the product owners' choice.
    enabled: z.boolean().optional(),
    campaign_starts_at: z.iso.datetime({ offset: true }).nullable().optional(),
    campaign_ends_at: z.iso.datetime({ offset: true }).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    const { campaign_starts_at: starts, campaign_ends_at: ends } = value;
    if (starts && ends && Date.parse(ends) <= Date.parse(starts)) {
      ctx.addIssue({ code: 'custom', path: ['campaign_ends_at'], message: MESSAGES.campaignWindow });
    }
  });

/** undefined keeps the stored value, null clears it. */
const instantOrKeep = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

const guarded = { 401: ApiErrorSchema, 503: ApiErrorSchema } as const;
const one = dataEnvelope(RemoteSchema);

/** DESIGN §2: the remote registry that deploys and product owners drive. */
const adminRemotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { response: { 200: dataEnvelope(z.array(AdminRemoteSchema)), ...guarded } } },
    async () => {
      const rows = await listRemotes(app.db);
      return { data: await listAdminRemotes(app.db, rows) };
    },
  );

  app.put(
    '/:name',
    {
      schema: {
        params: RemoteNameParamsSchema,
        body: RegistrationBodySchema,
        response: { 200: one, 201: one, 400: ApiErrorSchema, 409: ApiErrorSchema, ...guarded },
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
      const { requires, canary_percent, ...registration } = body;
      const actor = request.adminActor!;
      const now = app.now();
      const { row, created, as } = await registerRelease(
        app.db,
        {
          ...registration,
          name,
          campaign_starts_at: instantOrKeep(body.campaign_starts_at),
          campaign_ends_at: instantOrKeep(body.campaign_ends_at),
          kernel_range: requires?.shared_kernel ?? null,
          react_range: requires?.react ?? null,
          canary_percent,
        },
        actor,
        now,
      );
      await logCatalogChange(
        app.db,
        {
          remote: name,
          action: as === 'canary' ? 'register-canary' : 'register',
          detail: as === 'canary' ? `${body.version} ${canary_percent}%` : body.version,
          actor,
        },
        now,
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
        const now = app.now();
        const row = await setRemoteEnabled(app.db, request.params.name, enabled, now);
        if (!row) throw new HttpError(404, RELEASE_MESSAGES.remoteNotFound);
        await logCatalogChange(app.db, { remote: row.name, action, actor: request.adminActor! }, now);
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
      if (!row) throw new HttpError(404, RELEASE_MESSAGES.remoteNotFound);
      await logCatalogChange(
        app.db,
        { remote: row.name, action: 'delete', actor: request.adminActor! },
        app.now(),
      );
      return { data: toRemote(row) };
    },
  );
};

export default adminRemotesRoutes;
