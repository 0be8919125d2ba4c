import fp from 'fastify-plugin';
import stockFeed from './stock-feed-plugin';

/** Stores, carts and orders of lottery tickets, on the draws (its seed: `domain-seed.ts`). */
export default fp(
  async (app) => {
    await app.register(stockFeed);
  },
  { name: 'lottery-sales', dependencies: ['results'] },
);
