import { ApiErrorSchema } from '@chokdee/shared-contract/schemas/api-error';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { DiscountSchema, ProductDetailSchema, SHOP_MESSAGES } from '@chokdee/shared-contract/schemas/shop';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shopProducts } from '#api/shop/shop-tables';
import { HttpError } from '#api/lib/http-error';
import { findProduct } from '#api/shop/catalog-queries';

const BodySchema = z.object({ discount: DiscountSchema.nullable() });

/** The shop side sets a product's discount (what moves a price between a cart and its order). */
const shopProductsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/:code/discount',
    {
      schema: {
        params: z.object({ code: z.string().min(1).max(40) }),
        body: BodySchema,
        response: {
          200: dataEnvelope(ProductDetailSchema),
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          404: ApiErrorSchema,
          503: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const { discount } = request.body;
      const updated = await app.db
        .update(shopProducts)
        .set({
          discount_type: discount?.type ?? null,
          discount_amount: discount?.amount ?? 0,
          updated_at: app.now(),
        })
        .where(eq(shopProducts.code, request.params.code))
        .returning({ id: shopProducts.id });
      const product = updated.length ? await findProduct(app.db, request.params.code, app.now()) : null;
      if (!product) throw new HttpError(404, SHOP_MESSAGES.productNotFound);
      return { data: product };
    },
  );
};

export default shopProductsAdminRoutes;
