import multipart from '@fastify/multipart';
import { ApiErrorSchema } from '@chokdee/shared-kernel/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-kernel/schemas/envelope';
import { OrderSchema, SlipUploadFieldsSchema } from '@chokdee/shared-kernel/schemas/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_MESSAGES } from '#api/inventory/order-messages';
import { loadOrder } from '#api/inventory/order-view';
import { attachSlip } from '#api/inventory/slip-attach';
import { readSlipForm, SLIP_MULTIPART_LIMITS } from '#api/inventory/slip-form';
import { sendSlip } from '#api/inventory/slip-reply';
import { removeSlipFile, saveSlipFile } from '#api/inventory/slip-storage';
import { detectSlipType } from '#api/inventory/slip-type';
import { HttpError } from '#api/lib/http-error';
import { memberOnly } from '#api/plugins/member-only';
import { findOrderView, findOrderViewById } from '#api/repositories/orders-repository';

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
      const form = await readSlipForm(request);
      const fields = SlipUploadFieldsSchema.safeParse(form.fields);
      if (!fields.success)
        throw new HttpError(400, ORDER_MESSAGES.slipBadChannel, [
          { field: 'payment_channel', message: ORDER_MESSAGES.slipBadChannel },
        ]);
      const type = await detectSlipType(form.file!);
      if (!type)
        throw new HttpError(422, ORDER_MESSAGES.slipBadType, [
          { field: 'file', message: ORDER_MESSAGES.slipBadType },
        ]);

      const now = app.now();
      const dir = app.config.slipsDir;
      const file = await saveSlipFile(dir, form.file!, type.ext);
      let attached: Awaited<ReturnType<typeof attachSlip>>;
      try {
        attached = await attachSlip(app.db, {
          userId: request.user.id,
          order: request.params.orderId,
          slip: { file, mime: type.mime },
          paymentChannel: fields.data.payment_channel ?? null,
          now,
        });
      } catch (error) {
        // The order is unchanged: no file may stay behind for it.
        await removeSlipFile(dir, file);
        throw error;
      }
      // The slip a dealer rejected is replaced by this one.
      if (attached.replacedFile) await removeSlipFile(dir, attached.replacedFile).catch(() => undefined);
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
