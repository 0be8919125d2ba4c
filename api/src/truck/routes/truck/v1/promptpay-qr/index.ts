import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  TRUCK_MESSAGES,
  TruckPromptPayQrQuerySchema,
  TruckPromptPayQrSchema,
} from '@chokdee/shared-contract/schemas/truck';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stores } from '#api/lottery-sales/stores-tables';
import { HttpError } from '#api/lib/http-error';
import { promptPayQrDataUrl } from '#api/payments/promptpay-qr';
import { operatorSession } from '#api/truck/operator-only';

/** The store's PromptPay QR for exactly an amount: shown to the buyer before the sale is confirmed. */
const truckPromptPayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: TruckPromptPayQrQuerySchema,
        response: {
          200: dataEnvelope(TruckPromptPayQrSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          422: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { amount } = request.query;
      const [store] = await app.db
        .select({ promptpay_id: stores.promptpay_id })
        .from(stores)
        .where(eq(stores.id, operatorSession(request).truckStore.store_id));
      const qr = store?.promptpay_id ? await promptPayQrDataUrl(store.promptpay_id, amount) : null;
      if (!qr) throw new HttpError(422, TRUCK_MESSAGES.promptpayUnavailable);
      return { data: { amount, promptpay_qr: qr } };
    },
  );
};

export default truckPromptPayRoutes;
