import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import { CoinSettingSchema } from '@chokdee/shared-contract/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SHOP_COIN_SETTING } from '#api/shop/coin-setting';

/** Spec §7 `GET /api/public/v1/settings/coins` (shop host). */
const coinSettingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { schema: { response: { 200: dataEnvelope(CoinSettingSchema) } } }, async () => ({
    data: SHOP_COIN_SETTING,
  }));
};

export default coinSettingRoutes;
