import fp from 'fastify-plugin';

/** The console's staff accounts (its seed, the demo owner: `domain-seed.ts`). */
export default fp(async () => {}, { name: 'staff' });
