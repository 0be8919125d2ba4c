import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKeySchema,
  TruckSaleBodySchema,
  TruckSaleListQuerySchema,
  TruckSaleSchema,
} from '@chokdee/shared-contract/schemas/truck';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorSession } from '#api/truck/operator-only';
import { createTruckSale } from '#api/truck/sale-create';
import { listOperatorSales, loadSaleReceipt } from '#api/truck/sale-view';

const SaleHeadersSchema = z.looseObject({ [IDEMPOTENCY_KEY_HEADER]: IdempotencyKeySchema });

/**
 * POS sales: POST sells (201; a retry of the same Idempotency-Key answers the first sale with 200
 * and `replayed: true`), GET lists the operator's latest sales.
 */
const truckSaleRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = {
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
    422: ApiErrorSchema,
  } as const;

  app.post(
    '/',
    {
      schema: {
        headers: SaleHeadersSchema,
        body: TruckSaleBodySchema,
        response: { 200: dataEnvelope(TruckSaleSchema), 201: dataEnvelope(TruckSaleSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { saleId, replayed } = await createTruckSale(app.db, {
        session: operatorSession(request),
        idempotencyKey: request.headers[IDEMPOTENCY_KEY_HEADER],
        body: request.body,
        now: app.now(),
      });
      const receipt = await loadSaleReceipt(app.db, saleId, replayed);
      return reply.code(replayed ? 200 : 201).send({ data: receipt });
    },
  );

  app.get(
    '/',
    {
      schema: {
        querystring: TruckSaleListQuerySchema,
        response: { 200: dataEnvelope(z.array(TruckSaleSchema)), ...errors },
      },
    },
    async (request) => ({
      data: await listOperatorSales(app.db, operatorSession(request).operator.id, request.query.limit),
    }),
  );
};

export default truckSaleRoutes;
