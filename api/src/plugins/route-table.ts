import type { FastifyInstance, FastifySchema } from 'fastify';

/** One route as registered: its methods, its URL pattern (`/public/bos/v1/orders/:code`), its schemas. */
export interface RouteEntry {
  methods: string[];
  url: string;
  schema: FastifySchema | undefined;
  /** An answer that stays open (Server-Sent Events, `config: { eventStream: true }`). */
  eventStream: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the API registered, in order: what the fuzz suite sends its requests to. */
    routeTable: readonly RouteEntry[];
  }
  interface FastifyContextConfig {
    /** The route answers with a stream that stays open (the fuzz suite cannot wait for its end). */
    eventStream?: boolean;
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
      eventStream: route.config?.eventStream === true,
    });
  });
}
