import { StoreClaimFeeBodySchema, StoreClaimFeeSchema } from '@chokdee/shared-contract/schemas/prize-claim';
import { dataEnvelope } from '@chokdee/shared-contract/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dealerStoreId } from '#api/lottery-sales/dealer-only';
import { BACK_OFFICE_ERRORS, backOfficeClaimRoutes } from '#api/prize-claims/back-office-routes';
import { saveStoreFee, storeOwnFeeBps } from '#api/prize-claims/store-claim-fee';

/**
 * The dealer's claims (the store from the dealer guard of `/public/bos/v1/dealer`): the shared
 * back office on their store, and the store's own cash-out fee.
 */
const dealerPrizeClaimsRoutes: FastifyPluginAsyncZod = async (app) => {
  const fee = { 200: dataEnvelope(StoreClaimFeeSchema), ...BACK_OFFICE_ERRORS };

  app.get('/fee', { schema: { response: fee } }, async (request) => ({
    data: {
      fee_bps: await storeOwnFeeBps(app.db, dealerStoreId(request)),
      default_fee_bps: app.config.prizeClaims.feeBps,
    },
  }));

  app.put('/fee', { schema: { body: StoreClaimFeeBodySchema, response: fee } }, async (request) => ({
    data: await saveStoreFee(app.db, {
      storeId: dealerStoreId(request),
      feeBps: request.body.fee_bps,
      defaultFeeBps: app.config.prizeClaims.feeBps,
      now: app.now(),
    }),
  }));

  await app.register(backOfficeClaimRoutes((request) => ({ storeId: dealerStoreId(request) })));
};

export default dealerPrizeClaimsRoutes;
