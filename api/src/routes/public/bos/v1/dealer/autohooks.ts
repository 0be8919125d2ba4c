import type { FastifyInstance } from 'fastify';
import { guardSubTree } from '#api/auth/sub-tree-guard';
import { dealerOnly } from './dealer-only';

/** Everything under /public/bos/v1/dealer is for a dealer with a store, but the login. */
export default async function dealerSubTree(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', guardSubTree(dealerOnly(app)));
}
