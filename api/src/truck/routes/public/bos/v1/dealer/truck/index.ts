import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  DealerTruckOperatorSchema,
  DealerTruckSettingsBodySchema,
  DealerTruckSettingsSchema,
  OperatorIdParamsSchema,
  TruckOperatorCreateBodySchema,
  TruckOperatorDrawQuerySchema,
  TruckOperatorDrawSalesAnswerSchema,
  TruckOperatorPasswordResetBodySchema,
  TruckOperatorPasswordResetSchema,
  TruckOperatorSalesPageSchema,
  TruckOperatorSalesQuerySchema,
  TruckOperatorUpdateBodySchema,
} from '@chokdee/shared-contract/schemas/truck';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createOperator,
  loadDealerTruck,
  setOperatorsCanLogout,
  updateOperator,
} from '#api/truck/operators-repository';
import { dealerStoreId } from '#api/lottery-sales/dealer-only';
import { operatorIdOf } from '#api/truck/operator-id';
import { resetOperatorPassword } from '#api/truck/operator-password-reset';
import { operatorDrawSales, operatorSalesPage } from '#api/truck/operator-sales-page';

/** The dealer's truck staff: their operators and whether operators may log out themselves. */
const dealerTruckRoutes: FastifyPluginAsyncZod = async (app) => {
  const errors = {
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    404: ApiErrorSchema,
    422: ApiErrorSchema,
  } as const;
  const settings = dataEnvelope(DealerTruckSettingsSchema);
  const operator = dataEnvelope(DealerTruckOperatorSchema);

  app.get('/', { schema: { response: { 200: settings, ...errors } } }, async (request) => ({
    data: await loadDealerTruck(app.db, dealerStoreId(request), app.now()),
  }));

  app.put(
    '/settings',
    { schema: { body: DealerTruckSettingsBodySchema, response: { 200: settings, ...errors } } },
    async (request) => {
      const storeId = dealerStoreId(request);
      await setOperatorsCanLogout(app.db, storeId, request.body.operators_can_logout, app.now());
      return { data: await loadDealerTruck(app.db, storeId, app.now()) };
    },
  );

  app.post(
    '/operators',
    { schema: { body: TruckOperatorCreateBodySchema, response: { 201: operator, ...errors } } },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await createOperator(app.db, dealerStoreId(request), request.body, app.now()) }),
  );

  app.patch(
    '/operators/:operatorId',
    {
      schema: {
        params: OperatorIdParamsSchema,
        body: TruckOperatorUpdateBodySchema,
        response: { 200: operator, ...errors },
      },
    },
    async (request) => ({
      data: await updateOperator(
        app.db,
        dealerStoreId(request),
        operatorIdOf(request.params.operatorId),
        request.body,
        app.now(),
      ),
    }),
  );

  app.post(
    '/operators/:operatorId/password',
    {
      schema: {
        params: OperatorIdParamsSchema,
        body: TruckOperatorPasswordResetBodySchema,
        response: { 200: dataEnvelope(TruckOperatorPasswordResetSchema), ...errors },
      },
    },
    async (request, reply) => {
      // A made-up password is in this answer: no cache may keep it.
      reply.header('cache-control', 'private, no-store');
      return {
        data: await resetOperatorPassword(
          app.db,
          dealerStoreId(request),
          operatorIdOf(request.params.operatorId),
          request.body.password,
          app.now(),
        ),
      };
    },
  );

  app.get(
    '/operators/sales',
    {
      schema: {
        querystring: TruckOperatorSalesQuerySchema,
        response: { 200: TruckOperatorSalesPageSchema, ...errors },
      },
    },
    async (request) => operatorSalesPage(app.db, dealerStoreId(request), request.query, app.now()),
  );

  app.get(
    '/operators/:operatorId/sales',
    {
      schema: {
        params: OperatorIdParamsSchema,
        querystring: TruckOperatorDrawQuerySchema,
        response: { 200: TruckOperatorDrawSalesAnswerSchema, ...errors },
      },
    },
    async (request) =>
      operatorDrawSales(
        app.db,
        dealerStoreId(request),
        operatorIdOf(request.params.operatorId),
        request.query.draw_date,
        app.now(),
      ),
  );
};

export default dealerTruckRoutes;
