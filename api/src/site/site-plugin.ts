import fp from 'fastify-plugin';

/** The site's own texts: consents, pages, articles, popups (its seed: `domain-seed.ts`). */
export default fp(async () => {}, { name: 'site' });
