import fp from 'fastify-plugin';
import { operatorOnly } from './operator-only';

/**
 * The food-truck POS: truck stores on the lottery stores (its seed: `domain-seed.ts`). Everything
 * under `/truck` is for a logged-in truck operator, but the login.
 */
export default fp(
  async (app) => {
    app.guardUrlTree('/truck', operatorOnly(app));
  },
  { name: 'truck', dependencies: ['lottery-sales'] },
);
