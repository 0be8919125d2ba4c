import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  RewardShipmentListQuerySchema,
  RewardShipmentParamsSchema,
  RewardShipmentSchema,
  ShipRewardBodySchema,
} from '@chokdee/shared-contract/schemas/reward-shipments-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findRewardShipment, listRewardShipments } from '#api/quests/reward-shipments-list';
import { shipQuestReward } from '#api/quests/ship-quest-reward';
import { shipRedemption } from '#api/rewards/ship-redemption';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;

/**
 * `/admin/v1/reward-shipments` (staff): quest rewards and point redemptions to dispatch, paged
 * (`?tab=waiting|shipped&kind=all|quest|redemption&page&per_page`), and
 * `POST /:kind/:id/ship {carrier, tracking_number}`.
 */
const adminRewardShipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: RewardShipmentListQuerySchema,
        response: { 200: pageEnvelope(RewardShipmentSchema), ...errors },
      },
    },
    async (request) => listRewardShipments(app.db, request.query),
  );

  app.post(
    '/:kind/:id/ship',
    {
      schema: {
        params: RewardShipmentParamsSchema,
        body: ShipRewardBodySchema,
        response: { 200: dataEnvelope(RewardShipmentSchema), ...errors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      const input = {
        id,
        carrier: request.body.carrier,
        trackingNumber: request.body.tracking_number,
        now: app.now(),
      };
      if (kind === 'quest') await shipQuestReward(app.db, input);
      else await shipRedemption(app.db, input);
      const shipped = await findRewardShipment(app.db, { kind, id });
      if (!shipped) throw new Error(`reward shipment ${kind} ${id} vanished after it shipped`);
      return { data: shipped };
    },
  );
};

export default adminRewardShipmentsRoutes;
