import type { FastifyInstance } from 'fastify';
import cartsRoutes from './public/v2/carts';

/** Registers the cart calls of spec §7: the member's lottery cart (issue 4). */
export async function registerCartRoutes(app: FastifyInstance): Promise<void> {
  await app.register(cartsRoutes, { prefix: '/public/v2/carts' });
}
