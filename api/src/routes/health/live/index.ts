import { dataEnvelope } from '@chokdee/shared-kernel/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Liveness: the process answers, whatever the database does and even while it drains (a probe
 * that restarts the process on this gains nothing from a database outage). `/health` says the same.
 */
const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { response: { 200: dataEnvelope(z.object({ status: z.literal('ok') })) } } },
    async () => ({ data: { status: 'ok' as const } }),
  );
};

export default liveRoutes;
