import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Liveness for scripts and orchestrators: the process answers. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { response: { 200: dataEnvelope(z.object({ status: z.literal('ok') })) } } },
    async () => ({ data: { status: 'ok' as const } }),
  );
};

export default healthRoutes;
