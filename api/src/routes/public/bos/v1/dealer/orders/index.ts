import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  DealerOrderSchema,
  OrderListQuerySchema,
  SlipDecisionBodySchema,
} from '@chokdee/shared-contract/schemas/order';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orders } from '#api/lottery-sales/inventory-tables';
import { ORDER_MESSAGES } from '#api/lottery-sales/order-messages';
import { decideSlip } from '#api/lottery-sales/order-slip-decision';
import { parseStatusFilter, readsAnyStatus } from '#api/lottery-sales/order-status';
import { loadDealerOrder, toDealerOrders } from '#api/lottery-sales/order-view';
import { sendSlip } from '#api/lottery-sales/slip-reply';
import { HttpError } from '#api/lib/http-error';
import { findOrderView, findOrderViewById, listOrderViews } from '#api/lottery-sales/orders-repository';
import { dealerStoreId } from '#api/lottery-sales/dealer-only';

const CodeParamsSchema = z.object({ code: z.string().min(1).max(40) });
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  422: ApiErrorSchema,
} as const;

/**
 * The dealer's side of the orders of their own store: list them (with who bought), see a slip,
 * confirm or reject it. An order of another store is not found.
 */
const dealerOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: OrderListQuerySchema,
        response: { 200: pageEnvelope(DealerOrderSchema), ...errors },
      },
    },
    async (request) => {
      const now = app.now();
      const statuses = parseStatusFilter(request.query.status);
      if (statuses === null)
        throw new HttpError(400, ORDER_MESSAGES.badStatusFilter, [
          { field: 'status', message: ORDER_MESSAGES.badStatusFilter },
        ]);
      const filter = and(eq(orders.store_id, dealerStoreId(request)), readsAnyStatus(statuses, now));
      const { rows, meta } = await listOrderViews(app.db, filter, request.query);
      return { data: await toDealerOrders(app.db, rows, now), meta };
    },
  );

  app.get(
    '/:code/slip',
    { schema: { params: CodeParamsSchema, response: { ...errors } } },
    async (request, reply) => {
      const row = await findOrderView(app.db, request.params.code, { storeId: dealerStoreId(request) });
      if (!row) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
      return sendSlip(reply, row.order, app.config.slipsDir);
    },
  );

  app.post(
    '/:code/slip-decision',
    {
      schema: {
        params: CodeParamsSchema,
        body: SlipDecisionBodySchema,
        response: { 200: dataEnvelope(DealerOrderSchema), ...errors },
      },
    },
    async (request) => {
      const now = app.now();
      const orderId = await decideSlip(app.db, {
        storeId: dealerStoreId(request),
        order: request.params.code,
        decision: request.body,
        now,
        paymentSeconds: app.config.inventory.orderPaymentSeconds,
      });
      const row = await findOrderViewById(app.db, orderId);
      if (!row) throw new Error(`order ${orderId} vanished`);
      return { data: await loadDealerOrder(app.db, row, now) };
    },
  );
};

export default dealerOrdersRoutes;
