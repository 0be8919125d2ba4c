import { ThaiAddressQuerySchema, ThaiAddressSchema } from '@chokdee/shared-contract/schemas/address';
import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { searchThaiAddresses } from '#api/lib/thai-address-search';

/** Address autocomplete: the data set stays here, the browser gets at most 20 places per query. */
const thaiAddressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: ThaiAddressQuerySchema,
        response: { 200: dataEnvelope(z.array(ThaiAddressSchema)), 400: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      // The places change only with a new package version: let browsers and proxies keep answers.
      reply.header('cache-control', 'public, max-age=86400');
      return { data: await searchThaiAddresses(request.query.q) };
    },
  );
};

export default thaiAddressesRoutes;
