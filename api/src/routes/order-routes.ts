import type { FastifyInstance } from 'fastify';

/** Registers the order calls of spec §7 (filled in by issue 4). */
export async function registerOrderRoutes(_app: FastifyInstance): Promise<void> {}
