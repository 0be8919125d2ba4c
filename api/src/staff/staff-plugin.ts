import fp from 'fastify-plugin';
import { adminAuth } from './admin-auth';

/**
 * The console's staff accounts (its seed, the demo owner: `domain-seed.ts`). Everything under
 * `/admin` is for staff (or the deploy scripts' ADMIN_TOKEN), but the login.
 */
export default fp(
  async (app) => {
    app.guardUrlTree('/admin', adminAuth(app.config.adminToken));
  },
  { name: 'staff' },
);
