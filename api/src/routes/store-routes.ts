import type { FastifyInstance } from 'fastify';

/** Registers the store calls of spec §7 (filled in by issue 4). */
export async function registerStoreRoutes(_app: FastifyInstance): Promise<void> {}
