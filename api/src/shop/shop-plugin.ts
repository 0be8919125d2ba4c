import fp from 'fastify-plugin';

/** The amulet shop (its seed: `domain-seed.ts`). */
export default fp(async () => {}, { name: 'shop' });
