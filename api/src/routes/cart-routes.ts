import type { FastifyInstance } from 'fastify';

/** Registers the cart calls of spec §7 (filled in by issue 4). */
export async function registerCartRoutes(_app: FastifyInstance): Promise<void> {}
