import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { RemoteNameParamsSchema } from '@chokdee/shared-contract/schemas/catalog';
import {
  AdminRemoteSchema,
  CanaryBodySchema,
  RemoteVersionSchema,
  ScheduleBodySchema,
} from '@chokdee/shared-contract/schemas/catalog-admin';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { logCatalogChange } from '#api/catalog/catalog-changes-repository';
import { loadErrorCounts } from '#api/catalog/load-errors-repository';
import { manifestAnswers } from '#api/catalog/manifest-health';
import { RELEASE_MESSAGES } from '#api/catalog/release-messages';
import {
  dropCanary,
  listAdminRemotes,
  listVersions,
  promoteCanary,
  rollbackRelease,
  saveHealth,
  setCanary,
  setSchedule,
  toRemoteVersion,
} from '#api/catalog/releases-repository';
import { findRemote } from '#api/catalog/remotes-repository';
import type { RemoteRow } from '#api/catalog/catalog-tables';
import { formatBangkokWindow } from '#api/catalog/schedule-text';
import { HttpError } from '#api/lib/http-error';

const one = dataEnvelope(AdminRemoteSchema);
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;
const params = RemoteNameParamsSchema;

/**
 * One remote's releases and schedule (`/admin/v1/remotes/:name/…`): versions with their error
 * counts, rollback, canary set/promote/rollback, schedule window, health check. Each change is logged.
 */
const remoteReleaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (row: RemoteRow) => {
    const [view] = await listAdminRemotes(app.db, [row]);
    return { data: view! };
  };

  app.get(
    '/versions',
    { schema: { params, response: { 200: dataEnvelope(z.array(RemoteVersionSchema)), ...errors } } },
    async (request) => {
      const { name } = request.params;
      const remote = await findRemote(app.db, name);
      if (!remote) throw new HttpError(404, RELEASE_MESSAGES.remoteNotFound);
      const [versions, counts] = await Promise.all([
        listVersions(app.db, name),
        loadErrorCounts(app.db, name),
      ]);
      return { data: versions.reverse().map((v) => toRemoteVersion(v, remote, counts.get(v.version) ?? 0)) };
    },
  );

  app.put(
    '/schedule',
    { schema: { params, body: ScheduleBodySchema, response: { 200: one, ...errors } } },
    async (request) => {
      const now = app.now();
      const from = request.body.enabled_from ? new Date(request.body.enabled_from) : null;
      const until = request.body.enabled_until ? new Date(request.body.enabled_until) : null;
      const row = await setSchedule(app.db, request.params.name, { from, until }, now);
      if (!row) throw new HttpError(404, RELEASE_MESSAGES.remoteNotFound);
      const detail = formatBangkokWindow(from, until);
      await logCatalogChange(
        app.db,
        { remote: row.name, action: 'schedule', detail, actor: request.adminActor! },
        now,
      );
      return answer(row);
    },
  );

  app.post('/rollback', { schema: { params, response: { 200: one, ...errors } } }, async (request) => {
    const now = app.now();
    const row = await rollbackRelease(app.db, request.params.name, now);
    await logCatalogChange(
      app.db,
      { remote: row.name, action: 'rollback', detail: row.version, actor: request.adminActor! },
      now,
    );
    return answer(row);
  });

  app.put(
    '/canary',
    { schema: { params, body: CanaryBodySchema, response: { 200: one, ...errors } } },
    async (request) => {
      const now = app.now();
      const { row, version } = await setCanary(
        app.db,
        request.params.name,
        request.body.version_id,
        request.body.percent,
        now,
      );
      const detail = `${version.version} ${request.body.percent}%`;
      await logCatalogChange(
        app.db,
        { remote: row.name, action: 'canary', detail, actor: request.adminActor! },
        now,
      );
      return answer(row);
    },
  );

  for (const [action, run] of [
    ['promote', promoteCanary],
    ['rollback', dropCanary],
  ] as const) {
    app.post(
      `/canary/${action}`,
      { schema: { params, response: { 200: one, ...errors } } },
      async (request) => {
        const now = app.now();
        const { row, version } = await run(app.db, request.params.name, now);
        await logCatalogChange(
          app.db,
          {
            remote: row.name,
            action: `canary-${action}`,
            detail: version.version,
            actor: request.adminActor!,
          },
          now,
        );
        return answer(row);
      },
    );
  }

  app.post('/health-check', { schema: { params, response: { 200: one, ...errors } } }, async (request) => {
    const remote = await findRemote(app.db, request.params.name);
    if (!remote) throw new HttpError(404, RELEASE_MESSAGES.remoteNotFound);
    const ok = await manifestAnswers(remote.entry);
    const row = await saveHealth(app.db, remote.name, ok, app.now());
    if (!row) throw new HttpError(404, RELEASE_MESSAGES.remoteNotFound);
    return answer(row);
  });
};

export default remoteReleaseRoutes;
