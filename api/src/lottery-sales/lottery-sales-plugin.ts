import fp from 'fastify-plugin';
import { dealerOnly } from './dealer-only';
import stockFeed from './stock-feed-plugin';

/**
 * Stores, carts and orders of lottery tickets, on the draws (its seed: `domain-seed.ts`). The
 * dealer's calls, `/public/bos/v1/dealer/…`, are for a dealer with a store, but the login.
 */
export default fp(
  async (app) => {
    app.guardUrlTree('/public/bos/v1/dealer', dealerOnly(app));
    await app.register(stockFeed);
  },
  { name: 'lottery-sales', dependencies: ['results'] },
);
