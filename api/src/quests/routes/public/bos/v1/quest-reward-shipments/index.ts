import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  IdParamsSchema,
  QUEST_MESSAGES,
  RewardClaimBodySchema,
  ShipmentSchema,
} from '@chokdee/shared-contract/schemas/quest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { requestOrigin } from '#api/lib/request-origin';
import { memberOnly } from '#api/plugins/member-only';
import { claimQuestReward } from '#api/quests/claim-reward';
import { loadShipments } from '#api/quests/shipment-view';

const one = dataEnvelope(ShipmentSchema);
const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema } as const;

/** Spec §7: the reward claim (the address of spec §5) and the member's shipments to follow. */
const questRewardShipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));

  app.post(
    '/',
    {
      schema: {
        body: RewardClaimBodySchema,
        response: { 201: one, 409: ApiErrorSchema, 422: ApiErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = request.user.id;
      const id = await claimQuestReward(app.db, { userId, claim: request.body, now: app.now() });
      const [shipment] = await loadShipments(app.db, {
        origin: requestOrigin(request),
        userId,
        shipmentId: id,
      });
      return reply.code(201).send({ data: shipment! });
    },
  );

  app.get(
    '/',
    { schema: { response: { 200: dataEnvelope(z.array(ShipmentSchema)), ...errors } } },
    async (request) => ({
      data: await loadShipments(app.db, { origin: requestOrigin(request), userId: request.user.id }),
    }),
  );

  app.get(
    '/:id',
    { schema: { params: IdParamsSchema, response: { 200: one, ...errors } } },
    async (request) => {
      const [shipment] = await loadShipments(app.db, {
        origin: requestOrigin(request),
        userId: request.user.id,
        shipmentId: request.params.id,
      });
      if (!shipment) throw new HttpError(404, QUEST_MESSAGES.shipmentNotFound);
      return { data: shipment };
    },
  );
};

export default questRewardShipmentsRoutes;
