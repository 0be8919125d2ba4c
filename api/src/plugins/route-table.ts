import type { FastifyInstance, FastifySchema } from 'fastify';

/** One route as registered: its methods, its URL pattern (`/public/bos/v1/orders/:code`), its schemas. */
export interface RouteEntry {
  methods: string[];
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the API registered, in order: what the fuzz suite sends its requests to. */
    routeTable: readonly RouteEntry[];
  }
}

/**
 * Records each route as Fastify registers it (`onRoute`), so a tool that must cover every route
 * (the fuzz suite) reads the app itself instead of a list someone has to keep up to date.
 * Register before the routes.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    routes.push({
      methods: Array.isArray(route.method) ? [...route.method] : [route.method],
      url: route.url,
      schema: route.schema,
    });
  });
}
