import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { PurchaseRefParamsSchema, SHOP_MESSAGES } from '@chokdee/shared-contract/schemas/shop';
import {
  CreateShopPaymentBodySchema,
  ShopPaymentParamsSchema,
  ShopPaymentSchema,
  ShopPaymentStatusAnswerSchema,
} from '@chokdee/shared-contract/schemas/shop-payment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#api/lib/http-error';
import { memberOnly } from '#api/plugins/member-only';
import {
  findPurchasePayment,
  openPurchasePayment,
  paymentStatusView,
  paymentView,
} from '#api/shop/purchase-payments';
import { releaseExpiredPurchases } from '#api/shop/purchase-release';
import { findPurchaseRow } from '#api/shop/purchase-view';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
} as const;
const one = dataEnvelope(ShopPaymentSchema);

/**
 * Spec §7 Purchases: `POST /api/public/v1/purchases/{id}/payments` opens the purchase's payment
 * (PromptPay instructions for the exact amount) and `GET …/payments/{paymentId}/status` is what the
 * purchase page polls. The member's own purchases only: another's answers 404.
 */
const purchasePaymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));

  async function ownPurchase(userId: number, ref: string) {
    await releaseExpiredPurchases(app.db, app.now());
    const row = await findPurchaseRow(app.db, ref, userId);
    if (!row) throw new HttpError(404, SHOP_MESSAGES.purchaseNotFound);
    return row;
  }

  app.post(
    '/',
    {
      schema: {
        params: PurchaseRefParamsSchema,
        body: CreateShopPaymentBodySchema,
        response: { 200: one, 201: one, ...errors },
      },
    },
    async (request, reply) => {
      const purchase = await ownPurchase(request.user.id, request.params.purchase);
      const now = app.now();
      const { row, created } = await openPurchasePayment(app.db, {
        purchase,
        channel: request.body.payment_channel,
        now,
      });
      return reply.code(created ? 201 : 200).send({ data: await paymentView(row, purchase, now) });
    },
  );

  app.get(
    '/:paymentId/status',
    {
      schema: {
        params: ShopPaymentParamsSchema,
        response: { 200: dataEnvelope(ShopPaymentStatusAnswerSchema), ...errors },
      },
    },
    async (request) => {
      const purchase = await ownPurchase(request.user.id, request.params.purchase);
      const row = await findPurchasePayment(app.db, purchase.id, request.params.paymentId);
      return { data: paymentStatusView(row, purchase, app.now()) };
    },
  );
};

export default purchasePaymentsRoutes;
