import { dataEnvelope } from '@chokdee/shared-kernel/schemas/envelope';
import { CatalogSchema } from '@chokdee/shared-kernel/schemas/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readCatalog, toRemote } from '#api/repositories/remotes-repository';

/**
 * DESIGN §2: the remotes the shell registers at boot — enabled and inside their campaign window —
 * and the paths of the others, which the shell answers with a Thai "unavailable" page.
 */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: dataEnvelope(CatalogSchema) } } }, async () => {
    const { live, unavailable } = await readCatalog(app.db, app.now());
    return { data: { remotes: live.map(toRemote), unavailable_routes: unavailable } };
  });
};

export default catalogRoutes;
