import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { SystemEnvironmentSchema } from '@chokdee/shared-contract/schemas/system-info';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BANGKOK_TIMEZONE, toBangkokIso } from '#api/lib/bangkok-time';

/** Spec §7: GET /public/v3/system-info/environment — the clock that countdowns and sale windows obey. */
const systemInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/environment',
    { schema: { response: { 200: dataEnvelope(SystemEnvironmentSchema) } } },
    async (_request, reply) => {
      // A cached clock is a wrong clock.
      reply.header('cache-control', 'no-store');
      return {
        data: {
          system_time: toBangkokIso(app.now()),
          timezone: BANGKOK_TIMEZONE,
          environment: app.config.nodeEnv,
        },
      };
    },
  );
};

export default systemInfoRoutes;
