import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '#api/auth/auth-tables';
import { stores } from '#api/lottery-sales/stores-tables';
import { ORDER_MESSAGES } from '#api/lottery-sales/order-messages';
import { HttpError } from '#api/lib/http-error';

/** A user is a dealer when their scope holds 'dealer' (auth schema). */
export const DEALER_SCOPE = 'dealer';

const dealerStores = new WeakMap<FastifyRequest, number>();

/**
 * onRequest hook of the dealer calls: a live token (401 otherwise), of a dealer (403
 * 'สำหรับผู้ค้าเท่านั้น' otherwise) who has a store (404). Never cached.
 */
export function dealerOnly(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (request, reply) => {
    await app.authenticate.call(app, request, reply);
    reply.header('cache-control', 'private, no-store');
    const [found] = await app.db
      .select({ scope: users.scope, storeId: stores.id })
      .from(users)
      .leftJoin(stores, eq(stores.owner_user_id, users.id))
      .where(eq(users.id, request.user.id));
    if (!found?.scope.includes(DEALER_SCOPE)) throw new HttpError(403, ORDER_MESSAGES.dealersOnly);
    if (found.storeId === null) throw new HttpError(404, ORDER_MESSAGES.storeNotFound);
    dealerStores.set(request, found.storeId);
  };
}

/** The store of the dealer behind a request that passed `dealerOnly`. */
export function dealerStoreId(request: FastifyRequest): number {
  const storeId = dealerStores.get(request);
  if (storeId === undefined) throw new Error('dealerStoreId read on a route without dealerOnly');
  return storeId;
}
