import type { FastifyInstance } from 'fastify';
import adminLotteryResultsRoutes from './admin/v1/lottery-results';
import dealerAuthRoutes from './public/bos/v1/dealer/auth';
import dealerOrdersRoutes from './public/bos/v1/dealer/orders';
import ordersRoutes from './public/bos/v1/orders';
import bagRoutes from './public/bos/v1/orders/bag';
import paymentSlipRoutes from './public/bos/v1/orders/payment-slip';

/**
 * The order calls of spec §7 (issue 4): the member's orders, slips, safe and wins; the dealer's
 * login and slip decisions; the admin's GLO results import. Needs `app.authenticate` first.
 */
export async function registerOrderRoutes(app: FastifyInstance): Promise<void> {
  await app.register(ordersRoutes, { prefix: '/public/bos/v1/orders' });
  await app.register(paymentSlipRoutes, { prefix: '/public/bos/v1/orders' });
  await app.register(bagRoutes, { prefix: '/public/bos/v1/orders/bag' });
  await app.register(dealerAuthRoutes, { prefix: '/public/bos/v1/dealer/auth' });
  await app.register(dealerOrdersRoutes, { prefix: '/public/bos/v1/dealer/orders' });
  await app.register(adminLotteryResultsRoutes, { prefix: '/admin/v1/lottery-results' });
}
