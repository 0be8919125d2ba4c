import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  SHOP_STOCK_MESSAGES,
  ShopVariantListQuerySchema,
  ShopVariantParamsSchema,
  ShopVariantRowSchema,
  ShopVariantUpdateBodySchema,
  variantIdOf,
} from '@chokdee/shared-contract/schemas/shop-stock';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '#api/lib/http-error';
import { findShopVariant, listShopVariants, updateShopVariant } from '#api/shop/admin-variants';

const errors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  403: ApiErrorSchema,
  404: ApiErrorSchema,
  409: ApiErrorSchema,
  503: ApiErrorSchema,
} as const;
const one = dataEnvelope(ShopVariantRowSchema);

/**
 * The shop's stock and discount screen (`/admin/v1/shop-variants`, the `shop` role): every variant
 * with its shelf count, what purchases hold, and its own discount; one PUT sets both, audited.
 */
const shopVariantsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const idOf = (text: string) => {
    const id = variantIdOf(text);
    if (id === null) throw new HttpError(404, SHOP_STOCK_MESSAGES.variantNotFound);
    return id;
  };

  app.get(
    '/',
    {
      schema: {
        querystring: ShopVariantListQuerySchema,
        response: { 200: pageEnvelope(ShopVariantRowSchema), ...errors },
      },
    },
    async (request) => {
      const { page, per_page } = request.query;
      const { rows, total } = await listShopVariants(app.db, request.query, app.now());
      return {
        data: rows,
        meta: { page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) },
      };
    },
  );

  app.get(
    '/:id',
    { schema: { params: ShopVariantParamsSchema, response: { 200: one, ...errors } } },
    async (request) => {
      const row = await findShopVariant(app.db, idOf(request.params.id), app.now());
      if (!row) throw new HttpError(404, SHOP_STOCK_MESSAGES.variantNotFound);
      return { data: row };
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        params: ShopVariantParamsSchema,
        body: ShopVariantUpdateBodySchema,
        response: { 200: one, ...errors },
      },
    },
    async (request) => {
      const id = idOf(request.params.id);
      const { before, after } = await updateShopVariant(app.db, {
        id,
        version: request.body.version,
        onHand: request.body.on_hand,
        discount: request.body.discount,
        now: app.now(),
      });
      const logged = ({ on_hand, stock, discount, version }: typeof before) => ({
        on_hand,
        stock,
        discount,
        version,
      });
      request.audit.record({ targetId: id, before: logged(before), after: logged(after) });
      return { data: after };
    },
  );
};

export default shopVariantsAdminRoutes;
