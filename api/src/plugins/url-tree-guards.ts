import type { FastifyInstance, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import { guardSubTree } from '#api/auth/sub-tree-guard';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Guards every route whose URL is `prefix` or under it, wherever it is declared (the central
     * `routes/` or a domain's own `routes/`), but a login (`SIGN_IN_ROUTE`). Called by the domain
     * that owns the sub-tree, from its plugin, before any route is registered.
     */
    guardUrlTree(prefix: string, guard: onRequestAsyncHookHandler): void;
  }
}

const isUnder = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`);

const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * Auth by URL sub-tree. A folder's `autohooks.ts` would guard only the routes of its own folder
 * tree, so a domain serving `/admin/…` from its own folder would be open; here the guard follows
 * the URL. Each guard runs first among the route's own `onRequest` hooks.
 */
export function registerUrlTreeGuards(app: FastifyInstance): void {
  const trees: { prefix: string; guard: onRequestAsyncHookHandler }[] = [];
  const routed: string[] = [];
  app.decorate('guardUrlTree', (prefix: string, guard: onRequestAsyncHookHandler) => {
    if (!/^\/[a-z0-9/-]*[a-z0-9]$/.test(prefix))
      throw new Error(`guardUrlTree: "${prefix}" is not a URL prefix`);
    const early = routed.find((url) => isUnder(url, prefix));
    if (early) throw new Error(`guardUrlTree(${prefix}): ${early} was registered before its guard`);
    trees.push({ prefix, guard: guardSubTree(guard) });
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    routed.push(route.url);
    const guards = trees.filter((tree) => isUnder(route.url, tree.prefix)).map((tree) => tree.guard);
    if (guards.length > 0) route.onRequest = [...guards, ...asList(route.onRequest)];
  });
}
