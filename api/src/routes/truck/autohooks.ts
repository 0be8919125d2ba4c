import type { FastifyInstance } from 'fastify';
import { guardSubTree } from '#api/auth/sub-tree-guard';
import { operatorOnly } from '#api/truck/operator-only';

/** Everything under /truck is for a logged-in truck operator, but the login. */
export default async function operatorSubTree(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', guardSubTree(operatorOnly(app)));
}
