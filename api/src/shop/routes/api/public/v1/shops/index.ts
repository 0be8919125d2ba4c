import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { ShopSummarySchema } from '@chokdee/shared-contract/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listShops } from '#api/shop/catalog-queries';

/** `/ecommerce/dealers`: the shops selling in the e-commerce mode. */
const shopsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: dataEnvelope(z.array(ShopSummarySchema)) } } }, async () => ({
    data: await listShops(app.db),
  }));
};

export default shopsRoutes;
