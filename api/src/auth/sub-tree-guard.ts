import type { onRequestAsyncHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route that hands out the sub-tree's session (a login): its guard lets it through. */
    signIn?: boolean;
  }
}

/** The route option of a login inside a guarded sub-tree. */
export const SIGN_IN_ROUTE = { config: { signIn: true } } as const;

/**
 * A guard for a whole URL sub-tree (an `autohooks.ts` beside its route folders): every route
 * under it is guarded, one added later included, but the login that opens the session.
 */
export function guardSubTree(guard: onRequestAsyncHookHandler): onRequestAsyncHookHandler {
  return async function subTreeGuard(request, reply) {
    if (request.routeOptions.config.signIn === true) return;
    await guard.call(this, request, reply);
  };
}
