import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  AdminShipmentStatusBodySchema,
  IdParamsSchema,
  ShipmentSchema,
} from '@chokdee/shared-contract/schemas/quest';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestOrigin } from '#api/lib/request-origin';
import { moveShipment } from '#api/quests/shipment-status';
import { loadShipments } from '#api/quests/shipment-view';

const guarded = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  422: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;

/** The warehouse reads the reward shipments and moves each along its states. */
const adminQuestShipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { schema: { response: { 200: dataEnvelope(z.array(ShipmentSchema)), ...guarded } } },
    async (request) => ({
      data: await loadShipments(app.db, { origin: requestOrigin(request) }),
    }),
  );

  app.post(
    '/:id/status',
    {
      schema: {
        params: IdParamsSchema,
        body: AdminShipmentStatusBodySchema,
        response: { 200: dataEnvelope(ShipmentSchema), ...guarded },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { status, carrier, tracking_number } = request.body;
      await moveShipment(app.db, { id, status, carrier, trackingNumber: tracking_number, now: app.now() });
      const [shipment] = await loadShipments(app.db, { origin: requestOrigin(request), shipmentId: id });
      return { data: shipment! };
    },
  );
};

export default adminQuestShipmentsRoutes;
