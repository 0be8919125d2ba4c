import fp from 'fastify-plugin';

/** The points' rewards (its seed: `domain-seed.ts`). */
export default fp(async () => {}, { name: 'rewards' });
