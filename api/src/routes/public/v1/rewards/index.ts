import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { REWARD_MESSAGES, RewardSchema } from '@chokdee/shared-contract/schemas/reward';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { requestOrigin } from '#api/lib/request-origin';
import { findActiveReward, listActiveRewards, toReward } from '#api/rewards/rewards-repository';

/** Any text is a code to look up: an odd one is simply not found (404), not a bad request. */
const CodeParamsSchema = z.object({ code: z.string().max(100) });

/** Rewards on offer; open to visitors (the /rewards pages are public). */
const rewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: dataEnvelope(z.array(RewardSchema)) } } }, async (request) => {
    const origin = requestOrigin(request);
    return { data: (await listActiveRewards(app.db)).map((reward) => toReward(reward, origin)) };
  });

  app.get(
    '/:code',
    {
      schema: {
        params: CodeParamsSchema,
        response: { 200: dataEnvelope(RewardSchema), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const found = await findActiveReward(app.db, request.params.code);
      if (!found) throw new HttpError(404, REWARD_MESSAGES.notFound);
      return { data: toReward(found, requestOrigin(request)) };
    },
  );
};

export default rewardsRoutes;
