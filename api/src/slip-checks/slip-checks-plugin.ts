import fp from 'fastify-plugin';

/**
 * The slip-checks domain: which transfer slip paid which sale (`slip_uses`), read from each slip's
 * QR code or picture hash, so one transfer never pays two sales. Its callers (lottery orders, shop
 * purchases) claim a slip inside their own transaction; it has no routes or listeners of its own.
 */
export default fp(async () => {}, { name: 'slip-checks' });
