import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { SafeDrawSchema, SafeQuerySchema, WinHistorySchema } from '@chokdee/shared-contract/schemas/safe';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listSafe } from '#api/lottery-sales/order-safe';
import { memberOnly } from '#api/plugins/member-only';
import { winHistory } from '#api/results/win-history';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema } as const;

/** Spec §7 `/orders/bag`: the member's safe (tickets of confirmed orders) and their wins. */
const bagRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));

  app.get(
    '/',
    {
      schema: {
        querystring: SafeQuerySchema,
        response: { 200: dataEnvelope(z.array(SafeDrawSchema)), ...errors },
      },
    },
    async (request) => ({ data: await listSafe(app.db, request.user.id, request.query.draw_date) }),
  );

  app.get(
    '/win-lotteries',
    { schema: { querystring: SafeQuerySchema, response: { 200: WinHistorySchema, ...errors } } },
    async (request) => winHistory(app.db, request.user.id, request.query.draw_date),
  );
};

export default bagRoutes;
