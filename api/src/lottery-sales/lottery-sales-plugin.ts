import fp from 'fastify-plugin';

/** Stores, carts and orders of lottery tickets, on the draws (its seed: `domain-seed.ts`). */
export default fp(async () => {}, { name: 'lottery-sales', dependencies: ['results'] });
