import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { AdminRewardPatchSchema, IdParamsSchema } from '@chokdee/shared-contract/schemas/quest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { updateReward } from '#api/quests/quest-admin';

const guarded = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;

/** The campaign team edits a quest's reward: its texts, picture and stock. */
const adminQuestRewardsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: AdminRewardPatchSchema,
        response: { 200: dataEnvelope(z.object({ id: z.number().int() })), ...guarded },
      },
    },
    async (request) => {
      await updateReward(app.db, request.params.id, request.body, app.now());
      return { data: { id: request.params.id } };
    },
  );
};

export default adminQuestRewardsRoutes;
