import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { IdParamsSchema, QUEST_MESSAGES, QuestSchema } from '@chokdee/shared-contract/schemas/quest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { requestOrigin } from '#api/lib/request-origin';
import { memberOnly } from '#api/plugins/member-only';
import { activeQuests, completableQuests, loadMemberQuests } from '#api/quests/quest-view';

/** Spec §7 `?includes=…`: every quest always includes its rules, rewards, result and images. */
const IncludesSchema = z.object({ includes: z.string().max(500).optional() });
const list = dataEnvelope(z.array(QuestSchema));
const count = dataEnvelope(z.number().int().min(0));
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema } as const;

/** Spec §7 Quests, the member's side: the active ones and their counts, the whole list, one quest. */
const questsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));

  const memberQuests = (request: Parameters<typeof requestOrigin>[0], questId?: number) =>
    loadMemberQuests(app.db, {
      userId: request.user.id,
      now: app.now(),
      origin: requestOrigin(request),
      questId,
    });

  app.get(
    '/',
    { schema: { querystring: IncludesSchema, response: { 200: list, ...errors } } },
    async (request) => ({
      data: await memberQuests(request),
    }),
  );

  app.get(
    '/active',
    { schema: { querystring: IncludesSchema, response: { 200: list, ...errors } } },
    async (request) => ({
      data: activeQuests(await memberQuests(request)),
    }),
  );

  app.get('/active/count', { schema: { response: { 200: count, ...errors } } }, async (request) => ({
    data: activeQuests(await memberQuests(request)).length,
  }));

  app.get('/completable/count', { schema: { response: { 200: count, ...errors } } }, async (request) => ({
    data: completableQuests(await memberQuests(request)).length,
  }));

  app.get(
    '/:id',
    {
      schema: {
        params: IdParamsSchema,
        response: { 200: dataEnvelope(QuestSchema), 404: ApiErrorSchema, ...errors },
      },
    },
    async (request) => {
      const [quest] = await memberQuests(request, request.params.id);
      if (!quest) throw new HttpError(404, QUEST_MESSAGES.questNotFound);
      return { data: quest };
    },
  );
};

export default questsRoutes;
