import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';

/**
 * `app.authenticate` run as an onRequest hook: a request without a live token gets its 401
 * before the body is parsed or validated (a bad body from a stranger is still a 401). A member's
 * own data (account numbers, addresses, points) is never stored by a browser or proxy cache.
 */
export function memberOnly(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (request, reply) => {
    await app.authenticate.call(app, request, reply);
    reply.header('cache-control', 'private, no-store');
  };
}
