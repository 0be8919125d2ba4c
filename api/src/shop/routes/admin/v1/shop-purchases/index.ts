import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  PurchaseRefParamsSchema,
  PurchaseSchema,
  SHOP_MESSAGES,
  ShipmentParamsSchema,
  ShipmentUpdateBodySchema,
} from '@chokdee/shared-contract/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#api/lib/http-error';
import { confirmPurchasePayment } from '#api/shop/purchase-payment';
import { findPurchaseRow, purchaseView } from '#api/shop/purchase-view';
import { moveShipments, shipmentExists } from '#api/shop/shipments';

const one = dataEnvelope(PurchaseSchema);
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;

/**
 * The shop side of a purchase (until shops get their own back office): accept the slip, then move
 * each parcel (`PUT /{id}/order-shipments/{shipmentId}` of spec §7).
 */
const shopPurchasesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  async function load(ref: string) {
    const row = await findPurchaseRow(app.db, ref);
    if (!row) throw new HttpError(404, SHOP_MESSAGES.purchaseNotFound);
    return row;
  }

  app.post(
    '/:purchase/confirm-payment',
    { schema: { params: PurchaseRefParamsSchema, response: { 200: one, ...errors } } },
    async (request) => {
      const row = await load(request.params.purchase);
      await confirmPurchasePayment(app.db, row.id, app.now());
      return { data: await purchaseView(app.db, await load(String(row.id)), app.now()) };
    },
  );

  app.put(
    '/:purchase/order-shipments/:shipmentId',
    {
      schema: {
        params: ShipmentParamsSchema,
        body: ShipmentUpdateBodySchema,
        response: { 200: one, ...errors },
      },
    },
    async (request) => {
      const row = await load(request.params.purchase);
      await shipmentExists(app.db, row.id, request.params.shipmentId);
      const moved = await moveShipments(app.db, {
        purchaseId: row.id,
        shipmentId: request.params.shipmentId,
        status: request.body.status,
        trackingNo: request.body.tracking_no,
        now: app.now(),
      });
      if (moved === 0) throw new HttpError(409, SHOP_MESSAGES.badShipmentStep);
      return { data: await purchaseView(app.db, await load(String(row.id)), app.now()) };
    },
  );
};

export default shopPurchasesAdminRoutes;
