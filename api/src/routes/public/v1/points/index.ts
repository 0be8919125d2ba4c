import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { PointsBalanceSchema } from '@chokdee/shared-contract/schemas/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberOnly } from '#api/plugins/member-only';
import { getPointsBalance } from '#api/rewards/points-repository';

const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));

  app.get(
    '/balance',
    { schema: { response: { 200: dataEnvelope(PointsBalanceSchema), 401: ApiErrorSchema } } },
    async (request) => ({ data: await getPointsBalance(app.db, request.user.id, app.now()) }),
  );
};

export default pointsRoutes;
