import type { FastifyInstance } from 'fastify';
import storeRoutes from './public/bos/v1/store';
import storesRoutes from './public/bos/v1/stores';
import lotterySearchRoutes from './public/v2/lotteries/search';
import storeImagesRoutes from './static/stores';

/** The store calls of spec §7 (issue 4): store list and info, pixel setting, number search, pictures. */
export async function registerStoreRoutes(app: FastifyInstance): Promise<void> {
  await app.register(storesRoutes, { prefix: '/public/bos/v1/stores' });
  await app.register(storeRoutes, { prefix: '/public/bos/v1/store' });
  await app.register(lotterySearchRoutes, { prefix: '/public/v2/lotteries/search' });
  await app.register(storeImagesRoutes, { prefix: '/static/stores' });
}
