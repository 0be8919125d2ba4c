import autoload from '@fastify/autoload';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';

/** `api/src/routes/`: its folders are the API's URLs. */
export const ROUTES_DIR = path.resolve(__dirname, '..', 'routes');

/** Only a folder's `index.ts` is a route plugin; tests and helpers beside it are not. */
const ROUTE_PLUGIN = /\/index\.(?:ts|js)$/;
/** Development-only folders (the SMS inbox shows OTP codes): never loaded in production. */
const DEV_ONLY = /^\/dev\//;

export interface RouteFolderOptions {
  production: boolean;
  /** Another folder of routes (tests); default `api/src/routes/`. */
  dir?: string;
}

/**
 * Loads every route folder with `@fastify/autoload`: the folder is the URL, so
 * `routes/public/v3/popups/index.ts` (a default-export plugin whose routes are relative to the
 * folder) serves `/public/v3/popups/…`. A folder named `_param` is a path parameter
 * (`orders/_orderId/payment-slip` → `/orders/:orderId/payment-slip`). An `autohooks.ts` attaches
 * its hooks (the sub-tree's guard) to its folder and all below it, so a route added there is
 * guarded without saying so. Nothing is registered by hand: a new domain adds a folder and
 * nothing else.
 */
export async function registerRouteFolders(app: FastifyInstance, options: RouteFolderOptions): Promise<void> {
  await app.register(autoload, {
    dir: options.dir ?? ROUTES_DIR,
    dirNameRoutePrefix: true,
    routeParams: true,
    // An `autohooks.ts` guards its folder and every folder under it (admin, truck, dealer).
    autoHooks: true,
    cascadeHooks: true,
    // Folders are loaded in name order; each plugin is encapsulated, so order changes nothing.
    matchFilter: (file: string) => ROUTE_PLUGIN.test(file) && !(options.production && DEV_ONLY.test(file)),
  });
}
