import { BANKS, BankSchema } from '@chokdee/shared-contract/schemas/bank';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Spec §3 Bank list: the banks a member may pick for the payout account. */
const banksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { response: { 200: dataEnvelope(z.array(BankSchema)) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: BANKS.map(({ code, name }) => ({ code, name })) };
    },
  );
};

export default banksRoutes;
