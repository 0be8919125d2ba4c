import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { ShellReleaseSchema } from '@chokdee/shared-contract/schemas/catalog-admin';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logCatalogChange } from '#api/catalog/catalog-changes-repository';
import { readShellRelease, saveShellRelease } from '#api/catalog/shell-release-repository';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;

/**
 * The live shell's shared-kernel and React versions: a shell deploy (start.ts) sends them, and
 * every remote registration or canary promotion is checked against them.
 */
const shellReleaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { response: { 200: dataEnvelope(ShellReleaseSchema.nullable()), ...errors } } },
    async () => ({
      data: (await readShellRelease(app.db)) ?? null,
    }),
  );

  app.put(
    '/',
    { schema: { body: ShellReleaseSchema, response: { 200: dataEnvelope(ShellReleaseSchema), ...errors } } },
    async (request) => {
      const now = app.now();
      await saveShellRelease(app.db, request.body, now);
      const detail = `shared-kernel ${request.body.kernel_version}, react ${request.body.react_version}`;
      await logCatalogChange(
        app.db,
        { remote: 'shell', action: 'shell-release', detail, actor: request.adminActor! },
        now,
      );
      return { data: request.body };
    },
  );
};

export default shellReleaseRoutes;
