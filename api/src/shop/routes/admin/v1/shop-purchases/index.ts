import { sendCsv } from '#api/lib/csv-download';
import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  PurchaseRefParamsSchema,
  SHOP_MESSAGES,
  ShipmentParamsSchema,
  ShipmentUpdateBodySchema,
} from '@chokdee/shared-contract/schemas/shop';
import {
  ShopOrderExportQuerySchema,
  ShopCancelBodySchema,
  ShopOrderDetailSchema,
  ShopOrderListQuerySchema,
  ShopOrderRowSchema,
  ShopRefuseBodySchema,
  ShopShipBodySchema,
} from '@chokdee/shared-contract/schemas/shop-admin';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#api/lib/http-error';
import { listShopOrders, shopOrderDetail } from '#api/shop/admin-orders';
import { shopOrdersCsv } from '#api/shop/orders-csv';
import { bangkokDate } from '#api/lib/bangkok-time';
import { confirmPurchasePayment } from '#api/shop/purchase-payment';
import { releaseExpiredPurchases } from '#api/shop/purchase-release';
import { sendPurchaseSlip } from '#api/shop/shop-slip-reply';
import { findPurchaseRow } from '#api/shop/purchase-view';
import { moveShipments, shipmentExists } from '#api/shop/shipments';
import {
  cancelPurchaseByStaff,
  markPurchaseReceived,
  refusePurchaseSlip,
  settleShippedPurchase,
  shipPurchase,
  startPacking,
} from '#api/shop/staff-steps';

const one = dataEnvelope(ShopOrderDetailSchema);
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;
const params = PurchaseRefParamsSchema;

/**
 * The shop's back office (`/admin/v1/shop-purchases`, staff only by the `/admin` guard): the
 * purchases by stage, the slip check, packing, shipping, receipt and cancel. Each step is one
 * conditional UPDATE, so a second staff member pressing the same button gets a 409, not a repeat.
 */
const shopPurchasesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  async function load(ref: string) {
    const row = await findPurchaseRow(app.db, ref);
    if (!row) throw new HttpError(404, SHOP_MESSAGES.purchaseNotFound);
    return row;
  }
  const answer = async (id: number) => ({
    data: await shopOrderDetail(app.db, await load(String(id)), app.now()),
  });

  app.get(
    '/',
    {
      schema: {
        querystring: ShopOrderListQuerySchema,
        response: { 200: pageEnvelope(ShopOrderRowSchema), ...errors },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      // Unpaid purchases past their time read as timed out in every stage count.
      await releaseExpiredPurchases(app.db, app.now());
      const { rows, total } = await listShopOrders(app.db, request.query);
      return {
        data: rows,
        meta: { page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
      };
    },
  );

  // The list as a spreadsheet; the `shop` role only (admin-url-roles): it is every buyer's phone at once.
  app.get(
    '/export.csv',
    { schema: { querystring: ShopOrderExportQuerySchema, response: { 200: z.string(), ...errors } } },
    async (request, reply) => {
      await releaseExpiredPurchases(app.db, app.now());
      const csv = await shopOrdersCsv(app.db, request.query);
      const name = `shop-orders-${bangkokDate(app.now())}.csv`;
      return sendCsv(reply, name, csv);
    },
  );

  app.get('/:purchase', { schema: { params, response: { 200: one, ...errors } } }, async (request) =>
    answer((await load(request.params.purchase)).id),
  );

  app.get('/:purchase/slip', { schema: { params, response: errors } }, async (request, reply) =>
    sendPurchaseSlip(reply, await load(request.params.purchase), app.config.slipsDir),
  );

  app.post(
    '/:purchase/confirm-payment',
    { schema: { params, response: { 200: one, ...errors } } },
    async (request) => {
      const row = await load(request.params.purchase);
      await confirmPurchasePayment(app.db, row.id, app.now());
      return answer(row.id);
    },
  );

  app.post(
    '/:purchase/refuse-payment',
    { schema: { params, body: ShopRefuseBodySchema, response: { 200: one, ...errors } } },
    async (request) => {
      const row = await load(request.params.purchase);
      await refusePurchaseSlip(app.db, {
        purchaseId: row.id,
        reason: request.body.reason,
        now: app.now(),
        paymentSeconds: app.config.inventory.orderPaymentSeconds,
      });
      return answer(row.id);
    },
  );

  app.post('/:purchase/pack', { schema: { params, response: { 200: one, ...errors } } }, async (request) => {
    const row = await load(request.params.purchase);
    await startPacking(app.db, row.id, app.now());
    return answer(row.id);
  });

  app.post(
    '/:purchase/ship',
    { schema: { params, body: ShopShipBodySchema, response: { 200: one, ...errors } } },
    async (request) => {
      const row = await load(request.params.purchase);
      await shipPurchase(app.db, {
        purchaseId: row.id,
        carrier: request.body.carrier,
        trackingNo: request.body.tracking_no,
        now: app.now(),
      });
      return answer(row.id);
    },
  );

  app.post(
    '/:purchase/mark-received',
    { schema: { params, response: { 200: one, ...errors } } },
    async (request) => {
      const row = await load(request.params.purchase);
      await markPurchaseReceived(app.db, row.id, app.now());
      return answer(row.id);
    },
  );

  app.post(
    '/:purchase/cancel',
    { schema: { params, body: ShopCancelBodySchema, response: { 200: one, ...errors } } },
    async (request) => {
      const row = await load(request.params.purchase);
      await cancelPurchaseByStaff(app.db, {
        purchaseId: row.id,
        reason: request.body.reason,
        now: app.now(),
      });
      return answer(row.id);
    },
  );

  // One parcel's step (spec §7 `PUT /{id}/order-shipments/{shipmentId}`), as before the back office.
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
      await settleShippedPurchase(app.db, row.id, app.now());
      return answer(row.id);
    },
  );
};

export default shopPurchasesAdminRoutes;
