import { FoodTruckListSchema } from '@chokdee/shared-contract/schemas/truck';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listFoodTrucks } from '#api/truck/food-trucks-repository';

/** The Thai food-truck services page: every truck with today's place and hours (Asia/Bangkok). */
const foodTruckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: FoodTruckListSchema } } }, async () => {
    const { date, trucks } = await listFoodTrucks(app.db, app.now());
    return { data: trucks, meta: { date } };
  });
};

export default foodTruckRoutes;
