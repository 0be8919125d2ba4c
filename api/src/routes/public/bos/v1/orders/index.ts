import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  CreateOrderBodySchema,
  OrderListQuerySchema,
  OrderSchema,
  ReservedCountQuerySchema,
} from '@chokdee/shared-contract/schemas/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { orders } from '#api/lottery-sales/inventory-tables';
import { cancelOrder } from '#api/lottery-sales/order-cancel';
import { createOrderFromCart } from '#api/lottery-sales/order-create';
import { ORDER_MESSAGES } from '#api/lottery-sales/order-messages';
import { awaitingPayment, parseStatusFilter, readsAnyStatus } from '#api/lottery-sales/order-status';
import { loadOrder, toOrder, toOrders } from '#api/lottery-sales/order-view';
import { HttpError } from '#api/lib/http-error';
import { fastResponseSerializer } from '#api/plugins/fast-response-serializer';
import { buyerOnly } from '#api/plugins/buyer-only';
import { memberOnly } from '#api/plugins/member-only';
import {
  countOrders,
  findOrderView,
  findOrderViewById,
  listOrderViews,
} from '#api/lottery-sales/orders-repository';

/** `?includes=order_items` is the spec's call shape; every order always includes its items. */
const IncludesSchema = z.object({ includes: z.string().optional() });

const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Idempotency-Key ไม่ถูกต้อง')
    .max(200, 'Idempotency-Key ต้องไม่เกิน 200 ตัวอักษร')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key ไม่ถูกต้อง')
    .optional(),
});

const CodeParamsSchema = z.object({ code: z.string().min(1).max(40) });
const ListQuerySchema = z.object({ ...OrderListQuerySchema.shape, ...IncludesSchema.shape });
const ReservedQuerySchema = ListQuerySchema.extend(ReservedCountQuerySchema.shape);

const one = dataEnvelope(OrderSchema);
const page = pageEnvelope(OrderSchema);
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  422: ApiErrorSchema,
} as const;

/**
 * Spec §7 Orders (`/public/bos/v1/orders`), the member's side: turn the cart into an order, read
 * one or a page of them, count those awaiting payment, cancel an unpaid one.
 */
const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));
  // Every answer here is built by `toOrder` (typed, its tests check the shape): written by
  // fast-json-stringify, not parsed by zod on the way out (see fast-response-serializer.ts).
  app.setSerializerCompiler(fastResponseSerializer);

  // `/orders` and `/orders/lottery-shelf` are the same call (the spec's two order buttons).
  for (const path of ['/', '/lottery-shelf']) {
    app.post(
      path,
      {
        // Ordering is buying: only a member who may buy (spec §4 guards).
        onRequest: buyerOnly(app),
        schema: {
          querystring: IncludesSchema,
          headers: IdempotencyHeadersSchema,
          body: CreateOrderBodySchema,
          response: { 200: one, 201: one, 410: ApiErrorSchema, ...errors },
        },
      },
      async (request, reply) => {
        const now = app.now();
        const { orderId, created, items, view } = await createOrderFromCart(app.db, {
          userId: request.user.id,
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'],
          now,
          paymentSeconds: app.config.inventory.orderPaymentSeconds,
        });
        const row = view ?? (await findOrderViewById(app.db, orderId));
        if (!row) throw new Error(`order ${orderId} vanished`);
        const order = items ? await toOrder(row, items, now) : await loadOrder(app.db, row, now);
        return reply.code(created ? 201 : 200).send({ data: order });
      },
    );
  }

  /** A page of the member's orders, newest first, optionally of some statuses (`?status=a,b`). */
  const listPage = async (userId: number, query: z.infer<typeof ListQuerySchema>, extra?: SQL) => {
    const now = app.now();
    const statuses = parseStatusFilter(query.status);
    if (statuses === null)
      throw new HttpError(400, ORDER_MESSAGES.badStatusFilter, [
        { field: 'status', message: ORDER_MESSAGES.badStatusFilter },
      ]);
    const filter = and(eq(orders.user_id, userId), readsAnyStatus(statuses, now), extra);
    const { rows, meta } = await listOrderViews(app.db, filter, query);
    return { data: await toOrders(app.db, rows, now), meta };
  };

  app.get(
    '/',
    { schema: { querystring: ListQuerySchema, response: { 200: page, ...errors } } },
    async (request) => listPage(request.user.id, request.query),
  );

  // Every order here is a lottery order; the spec's app reads this list for its lottery history.
  app.get(
    '/lotteries',
    { schema: { querystring: ListQuerySchema, response: { 200: page, ...errors } } },
    async (request) => listPage(request.user.id, request.query),
  );

  app.get(
    '/reserved',
    {
      schema: {
        querystring: ReservedQuerySchema,
        response: { 200: z.union([dataEnvelope(z.number().int()), page]), ...errors },
      },
    },
    async (request) => {
      const { count, ...query } = request.query;
      if (count === 'true') {
        const filter = and(eq(orders.user_id, request.user.id), awaitingPayment(app.now()));
        return { data: await countOrders(app.db, filter) };
      }
      return listPage(request.user.id, query, awaitingPayment(app.now()));
    },
  );

  app.get(
    '/:code',
    { schema: { params: CodeParamsSchema, querystring: IncludesSchema, response: { 200: one, ...errors } } },
    async (request) => {
      const row = await findOrderView(app.db, request.params.code, { userId: request.user.id });
      if (!row) throw new HttpError(404, ORDER_MESSAGES.orderNotFound);
      return { data: await loadOrder(app.db, row, app.now()) };
    },
  );

  app.post(
    '/:code/cancel',
    { schema: { params: CodeParamsSchema, response: { 200: one, ...errors } } },
    async (request) => {
      const now = app.now();
      const orderId = await cancelOrder(app.db, request.user.id, request.params.code, now);
      const row = await findOrderViewById(app.db, orderId);
      if (!row) throw new Error(`order ${orderId} vanished`);
      return { data: await loadOrder(app.db, row, now) };
    },
  );
};

export default ordersRoutes;
