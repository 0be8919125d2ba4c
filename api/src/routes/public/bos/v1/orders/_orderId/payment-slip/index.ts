import multipart from '@fastify/multipart';
import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { OrderSchema, SlipUploadFieldsSchema } from '@chokdee/shared-contract/schemas/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_MESSAGES } from '#api/lottery-sales/order-messages';
import { loadOrder } from '#api/lottery-sales/order-view';
import { attachSlip } from '#api/lottery-sales/slip-attach';
import { sendSlip } from '#api/lottery-sales/slip-reply';
import { receiveSlip } from '#api/payments/receive-slip';
import { SLIP_MULTIPART_LIMITS } from '#api/payments/slip-form';
import { HttpError } from '#api/lib/http-error';
import { memberOnly } from '#api/plugins/member-only';
import { findOrderView, findOrderViewById } from '#api/lottery-sales/orders-repository';

const OrderRefParamsSchema = z.object({ orderId: z.string().min(1).max(40) });
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  413: ApiErrorSchema,
  415: ApiErrorSchema,
  422: ApiErrorSchema,
} as const;

/**
 * The member's payment slip (`/public/bos/v1/orders/{orderId}/payment-slip`, the folder): upload one JPEG,
 * PNG, WebP or PDF (by its bytes) of at most 5 MB, and read it back. Multipart is parsed only in
 * this plugin.
 */
const paymentSlipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));
  await app.register(multipart, { limits: SLIP_MULTIPART_LIMITS });

  app.post(
    '/',
    { schema: { params: OrderRefParamsSchema, response: { 200: dataEnvelope(OrderSchema), ...errors } } },
    async (request) => {
      // Someone else's order is not found, whatever they send.
      if (!(await findOrderView(app.db, request.params.orderId, { userId: request.user.id })))
        throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
      const now = app.now();
      const attached = await receiveSlip(request, app.config.slipsDir, SlipUploadFieldsSchema, (slip) =>
        attachSlip(app.db, {
          userId: request.user.id,
          order: request.params.orderId,
          slip: { file: slip.file, mime: slip.mime, mark: slip.mark },
          paymentChannel: slip.channel,
          now,
        }),
      );
      const row = await findOrderViewById(app.db, attached.orderId);
      if (!row) throw new Error(`order ${attached.orderId} vanished`);
      return { data: await loadOrder(app.db, row, now) };
    },
  );

  app.get(
    '/',
    { schema: { params: OrderRefParamsSchema, response: { ...errors } } },
    async (request, reply) => {
      const row = await findOrderView(app.db, request.params.orderId, { userId: request.user.id });
      if (!row) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
      return sendSlip(reply, row.order, app.config.slipsDir);
    },
  );
};

export default paymentSlipRoutes;
