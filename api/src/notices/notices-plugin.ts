import fp from 'fastify-plugin';

/**
 * What members are told (a slip checked, a purchase shipped…), stored per member in the
 * transaction of the change: any domain calls `recordNotice`; the member reads the list at
 * `/public/v1/notices` (the user menu).
 */
export default fp(async () => {}, { name: 'notices' });
