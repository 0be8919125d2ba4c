import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope, pageEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import {
  ProductCardSchema,
  ProductDetailSchema,
  ProductListQuerySchema,
  SHOP_MESSAGES,
} from '@chokdee/shared-contract/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '#api/lib/http-error';
import { findProduct, listProducts } from '#api/shop/catalog-queries';

/** `/ecommerce/store` and `/ecommerce/store/{productCode}`. */
const productsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: ProductListQuerySchema,
        response: { 200: pageEnvelope(ProductCardSchema), 400: ApiErrorSchema },
      },
    },
    async (request) => listProducts(app.db, request.query, app.now()),
  );

  app.get(
    '/:code',
    {
      schema: {
        params: z.object({ code: z.string().min(1).max(40) }),
        response: { 200: dataEnvelope(ProductDetailSchema), 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const product = await findProduct(app.db, request.params.code, app.now());
      if (!product) throw new HttpError(404, SHOP_MESSAGES.productNotFound);
      return { data: product };
    },
  );
};

export default productsRoutes;
