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
  /** The domains' own `routes/` folders, laid out the same way from the root URL. */
  domainDirs?: readonly string[];
}

/**
 * Loads every route folder with `@fastify/autoload`: the folder is the URL, so
 * `routes/public/v3/popups/index.ts` (a default-export plugin whose routes are relative to the
 * folder) serves `/public/v3/popups/…`. A folder named `_param` is a path parameter
 * (`orders/_orderId/payment-slip` → `/orders/:orderId/payment-slip`). A domain may keep its URL
 * folders in its own `routes/`, laid out the same way. The guards of sub-trees (`/admin`, `/truck`,
 * the dealer's) follow the URL, wherever its folder is (`url-tree-guards.ts`). Nothing is
 * registered by hand: a new domain adds a folder and nothing else.
 */
export async function registerRouteFolders(app: FastifyInstance, options: RouteFolderOptions): Promise<void> {
  for (const dir of [options.dir ?? ROUTES_DIR, ...(options.domainDirs ?? [])]) {
    await app.register(autoload, {
      dir,
      dirNameRoutePrefix: true,
      routeParams: true,
      // Folders are loaded in name order; each plugin is encapsulated, so order changes nothing.
      matchFilter: (file: string) => ROUTE_PLUGIN.test(file) && !(options.production && DEV_ONLY.test(file)),
    });
  }
}
