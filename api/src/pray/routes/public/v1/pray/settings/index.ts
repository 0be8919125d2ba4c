import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { PraySettingsSchema } from '@chokdee/shared-contract/schemas/pray';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readPraySettings } from '#api/pray/settings';

/** `/public/v1/pray/settings`: §9's donation amount (first setting value) and showSoldOutNumber (third). */
const praySettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { response: { 200: dataEnvelope(PraySettingsSchema) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { data: await readPraySettings(app.db) };
    },
  );
};

export default praySettingsRoutes;
