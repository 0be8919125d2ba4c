import fp from 'fastify-plugin';

/** The draws and their results: the lowest domain of the lottery (its seed: `domain-seed.ts`). */
export default fp(async () => {}, { name: 'results' });
