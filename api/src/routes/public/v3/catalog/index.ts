import { dataEnvelope } from '@chokdee/shared-kernel/schemas/envelope';
import { CatalogSchema } from '@chokdee/shared-kernel/schemas/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listLiveRemotes, toRemote } from '../../../../repositories/remotes-repository';

/** DESIGN §2: the remotes the shell registers at boot — enabled and inside their campaign window. */
const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: dataEnvelope(CatalogSchema) } } }, async () => {
    const rows = await listLiveRemotes(app.db, app.now());
    return { data: { remotes: rows.map(toRemote) } };
  });
};

export default catalogRoutes;
