import fp from 'fastify-plugin';

/** The prayer projects (its seed: `domain-seed.ts`). */
export default fp(async () => {}, { name: 'pray' });
