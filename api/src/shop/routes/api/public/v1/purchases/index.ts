import multipart from '@fastify/multipart';
import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope, pageEnvelope, PageQuerySchema } from '@chokdee/shared-contract/schemas/envelope';
import {
  CreatePurchaseBodySchema,
  PurchaseRefParamsSchema,
  PurchaseSchema,
  SHOP_MESSAGES,
  ShipmentParamsSchema,
  SlipChannelSchema,
} from '@chokdee/shared-contract/schemas/shop';
import { count, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopPurchases } from '#api/shop/shop-tables';
import { receiveSlip } from '#api/payments/receive-slip';
import { claimSlip } from '#api/slip-checks/slip-claim';
import { settleReceivedPurchase } from '#api/shop/staff-steps';
import { SLIP_MULTIPART_LIMITS } from '#api/payments/slip-form';
import { HttpError } from '#api/lib/http-error';
import { buyerOnly } from '#api/plugins/buyer-only';
import { memberOnly } from '#api/plugins/member-only';
import { createPurchase } from '#api/shop/purchase-create';
import { attachPurchaseSlip } from '#api/shop/purchase-payment';
import { cancelPurchase, releaseExpiredPurchases } from '#api/shop/purchase-release';
import { findPurchaseRow, listPurchaseRows, purchaseView } from '#api/shop/purchase-view';
import { moveShipments, shipmentExists } from '#api/shop/shipments';
import { checkUserRef, UserRefHeadersSchema } from '#api/shop/user-ref';

const IdempotencyHeadersSchema = UserRefHeadersSchema.extend({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Idempotency-Key ไม่ถูกต้อง')
    .max(200, 'Idempotency-Key ต้องไม่เกิน 200 ตัวอักษร')
    .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key ไม่ถูกต้อง')
    .optional(),
});

const one = dataEnvelope(PurchaseSchema);
const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  410: ApiErrorSchema,
  413: ApiErrorSchema,
  415: ApiErrorSchema,
  422: ApiErrorSchema,
} as const;
const notFound = () => new HttpError(404, SHOP_MESSAGES.purchaseNotFound);

/** Spec §7 Purchases (shop host): the member's orders of products, their slips and parcels. */
const purchasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', memberOnly(app));
  await app.register(multipart, { limits: SLIP_MULTIPART_LIMITS });

  /** The member's purchase by id or code, with unpaid ones past their time released first. */
  async function own(userId: number, ref: string) {
    await releaseExpiredPurchases(app.db, app.now());
    const row = await findPurchaseRow(app.db, ref, userId);
    if (!row) throw notFound();
    return row;
  }
  const answer = async (id: number) => {
    const row = await findPurchaseRow(app.db, id);
    if (!row) throw notFound();
    return { data: await purchaseView(app.db, row, app.now()) };
  };

  app.get(
    '/',
    { schema: { querystring: PageQuerySchema, response: { 200: pageEnvelope(PurchaseSchema), ...errors } } },
    async (request) => {
      const now = app.now();
      await releaseExpiredPurchases(app.db, now);
      const { page, per_page } = request.query;
      const [rows, [total]] = await Promise.all([
        listPurchaseRows(app.db, request.user.id, page, per_page),
        app.db.select({ n: count() }).from(shopPurchases).where(eq(shopPurchases.user_id, request.user.id)),
      ]);
      const n = Number(total?.n ?? 0);
      return {
        data: await Promise.all(rows.map((row) => purchaseView(app.db, row, now))),
        meta: { page, per_page, total: n, last_page: Math.max(1, Math.ceil(n / per_page)) },
      };
    },
  );

  app.post(
    '/',
    {
      // Only a member who may buy (spec §4 guards) turns a cart into a purchase.
      onRequest: buyerOnly(app),
      schema: {
        headers: IdempotencyHeadersSchema,
        body: CreatePurchaseBodySchema,
        response: { 200: one, 201: one, ...errors },
      },
    },
    async (request, reply) => {
      checkUserRef(request);
      const now = app.now();
      // Stock held by purchases that ran out of time is free for this one.
      await releaseExpiredPurchases(app.db, now);
      const result = await createPurchase(app.db, {
        userId: request.user.id,
        body: request.body,
        idempotencyKey: request.headers['idempotency-key'],
        now,
        paymentSeconds: app.config.inventory.orderPaymentSeconds,
      });
      return reply.code(result.created ? 201 : 200).send(await answer(result.id));
    },
  );

  app.get(
    '/:purchase',
    { schema: { params: PurchaseRefParamsSchema, response: { 200: one, ...errors } } },
    async (request) => {
      const row = await own(request.user.id, request.params.purchase);
      return answer(row.id);
    },
  );

  app.delete(
    '/:purchase/cancel',
    { schema: { params: PurchaseRefParamsSchema, response: { 200: one, ...errors } } },
    async (request) => {
      const row = await own(request.user.id, request.params.purchase);
      await cancelPurchase(app.db, request.user.id, row.id, app.now());
      return answer(row.id);
    },
  );

  app.put(
    '/:purchase/payment/slip',
    { schema: { params: PurchaseRefParamsSchema, response: { 200: one, ...errors } } },
    async (request) => {
      const row = await own(request.user.id, request.params.purchase);
      const now = app.now();
      await receiveSlip(request, app.config.slipsDir, SlipChannelSchema, (slip) =>
        // One transaction: a slip that paid another sale leaves the purchase as it was.
        app.db.transaction(async (tx) => {
          const attached = await attachPurchaseSlip(tx, {
            userId: request.user.id,
            purchaseId: row.id,
            file: slip.file,
            mime: slip.mime,
            channel: slip.channel,
            now,
          });
          await claimSlip(tx, {
            mark: slip.mark,
            sale: { kind: 'shop-purchase', id: row.id },
            file: slip.file,
            now,
          });
          return attached;
        }),
      );
      return answer(row.id);
    },
  );

  app.put(
    '/:purchase/shipments/confirm-received',
    { schema: { params: PurchaseRefParamsSchema, response: { 200: one, ...errors } } },
    async (request) => {
      const row = await own(request.user.id, request.params.purchase);
      const moved = await moveShipments(app.db, { purchaseId: row.id, status: 'received', now: app.now() });
      if (moved === 0) throw new HttpError(409, SHOP_MESSAGES.notShippedYet);
      await settleReceivedPurchase(app.db, row.id, app.now());
      return answer(row.id);
    },
  );

  app.put(
    '/:purchase/shipments/:shipmentId/confirm-received',
    { schema: { params: ShipmentParamsSchema, response: { 200: one, ...errors } } },
    async (request) => {
      const row = await own(request.user.id, request.params.purchase);
      await shipmentExists(app.db, row.id, request.params.shipmentId);
      const moved = await moveShipments(app.db, {
        purchaseId: row.id,
        shipmentId: request.params.shipmentId,
        status: 'received',
        now: app.now(),
      });
      if (moved === 0) throw new HttpError(409, SHOP_MESSAGES.notShippedYet);
      await settleReceivedPurchase(app.db, row.id, app.now());
      return answer(row.id);
    },
  );
};

export default purchasesRoutes;
