import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { CatalogQuerySchema, CatalogSchema } from '@chokdee/shared-contract/schemas/catalog';
import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { applyCanaries } from '#api/catalog/releases-repository';
import { readCatalog, toRemote } from '#api/catalog/remotes-repository';

/**
 * DESIGN §2: the remotes the shell registers at boot — enabled and inside their campaign window
 * at this instant (`app.now()`) — and the paths of the others, which the shell answers with a Thai
 * "unavailable" page. `?visitor=<id>` (the shell's visitor id) picks the canary versions it is
 * served, the same ones on every visit.
 */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: CatalogQuerySchema,
        response: { 200: dataEnvelope(CatalogSchema), 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const { live, unavailable } = await readCatalog(app.db, app.now());
      const served = await applyCanaries(app.db, live, request.query.visitor);
      // Answers differ per visitor and per instant (campaign windows): never from a shared cache.
      reply.header('cache-control', 'no-store');
      return { data: { remotes: served.map(toRemote), unavailable_routes: unavailable } };
    },
  );
};

export default catalogRoutes;
