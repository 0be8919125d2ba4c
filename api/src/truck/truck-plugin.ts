import fp from 'fastify-plugin';

/** The food-truck POS: truck stores on the lottery stores (its seed: `domain-seed.ts`). */
export default fp(async () => {}, { name: 'truck', dependencies: ['lottery-sales'] });
