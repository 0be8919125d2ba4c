import type { FastifyInstance } from 'fastify';
import { guardSubTree } from '#api/auth/sub-tree-guard';
import { adminAuth } from '#api/plugins/admin-auth';

/** Everything under /admin is for staff (or the deploy scripts' ADMIN_TOKEN), but the login. */
export default async function staffSubTree(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', guardSubTree(adminAuth(app.config.adminToken)));
}
