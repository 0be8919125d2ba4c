import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  AdminQuestBodySchema,
  AdminQuestPatchSchema,
  IdParamsSchema,
} from '@chokdee/shared-contract/schemas/quest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createQuest, updateQuest } from '#api/quests/quest-admin';

const guarded = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;
const idAnswer = dataEnvelope(z.object({ id: z.number().int() }));

/** The campaign team creates quests (with rule and rewards) and edits them. */
const adminQuestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    { schema: { body: AdminQuestBodySchema, response: { 201: idAnswer, ...guarded } } },
    async (request, reply) => {
      const id = await createQuest(app.db, request.body, app.now());
      return reply.code(201).send({ data: { id } });
    },
  );

  app.patch(
    '/:id',
    {
      schema: {
        params: IdParamsSchema,
        body: AdminQuestPatchSchema,
        response: { 200: idAnswer, ...guarded },
      },
    },
    async (request) => {
      await updateQuest(app.db, request.params.id, request.body, app.now());
      return { data: { id: request.params.id } };
    },
  );
};

export default adminQuestsRoutes;
