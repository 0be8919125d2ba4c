import type { FastifyInstance } from 'fastify';
import addressesRoutes from './api/public/v1/members/addresses';
import thaiAddressesRoutes from './api/public/v1/thai-addresses';
import pointsRoutes from './public/v1/points';
import redemptionsRoutes from './public/v1/reward-redemptions';
import rewardsRoutes from './public/v1/rewards';
import banksRoutes from './public/v2/banks';
import bankAccountRoutes from './public/v2/members/bank-account';
import rewardImagesRoutes from './static/rewards';

/**
 * The member-data routes (issue 3): banks, bank account, addresses and their Thai search,
 * points, rewards and redemptions, reward pictures. Needs `app.authenticate` registered first.
 */
export async function registerMemberDataRoutes(app: FastifyInstance): Promise<void> {
  await app.register(banksRoutes, { prefix: '/public/v2/banks' });
  await app.register(bankAccountRoutes, { prefix: '/public/v2/members/bank-account' });
  await app.register(addressesRoutes, { prefix: '/api/public/v1/members/addresses' });
  await app.register(thaiAddressesRoutes, { prefix: '/api/public/v1/thai-addresses' });
  await app.register(pointsRoutes, { prefix: '/public/v1/points' });
  await app.register(rewardsRoutes, { prefix: '/public/v1/rewards' });
  await app.register(redemptionsRoutes, { prefix: '/public/v1/reward-redemptions' });
  await app.register(rewardImagesRoutes, { prefix: '/static/rewards' });
}
