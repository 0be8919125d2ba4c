import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { liveRouteAt } from './live-route-at';
import {
  PREFETCH_IDLE_TIMEOUT_MS,
  PREFETCH_MARK,
  prefetchAllowed,
  type ConnectionHints,
} from '@chokdee/shared-contract/rules/timings';

/** The browser APIs the prefetch uses, passed in so tests can drive them. */
export interface PrefetchEnvironment {
  connection?: ConnectionHints | null;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

function browserEnvironment(): PrefetchEnvironment {
  const nav = navigator as Navigator & { connection?: ConnectionHints };
  return {
    connection: nav.connection ?? null,
    requestIdleCallback:
      typeof window.requestIdleCallback === 'function'
        ? (callback, options) => window.requestIdleCallback(callback, options)
        : undefined,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  };
}

/**
 * The likely next pages: the live remotes that serve a link of the site navigation, less the one
 * on screen (already loaded). Their `./app` is what a click on such a link waits for.
 */
export function likelyRemotes(catalog: Catalog | null, pathname: string): string[] {
  const live = (catalog?.remotes ?? []).filter((remote) => remote.enabled);
  const current = liveRouteAt(catalog, pathname)?.remote;
  return live
    .filter((remote) => remote !== current)
    .filter((remote) => remote.routes.some((route) => route.menus?.some((entry) => entry.menu === 'site')))
    .map((remote) => remote.name);
}

/**
 * Spec §9: at the browser's next idle moment, at the latest after 2,000 ms, fetch the likely next
 * pages' code; never on a 2g connection or with the data saver on. A failed prefetch is silent:
 * the click that needs the page loads it again (with the usual error handling).
 * Fetch, not run: `preloadRemote` downloads the manifest, the remoteEntry and `./app`'s files without
 * initialising the remote's sharing or running its page code. `loadRemote` did both, and each
 * prefetched remote cost the first visit a long task (ADR 002).
 */
export function prefetchLikelyRemotes(
  catalog: Catalog | null,
  pathname: string,
  load: (remoteName: string) => Promise<unknown> = (name) =>
    preloadRemote([{ nameOrAlias: name, exposes: ['./app'] }]),
  env: PrefetchEnvironment = browserEnvironment(),
): boolean {
  if (!prefetchAllowed(env.connection)) return false;
  const names = likelyRemotes(catalog, pathname);
  if (names.length === 0) return false;
  const run = () => {
    // Marks where the page's own load ends and the optional idle download starts (bench/page-weight.ts).
    globalThis.performance?.mark?.(PREFETCH_MARK);
    for (const name of names) load(name).catch(() => {});
  };
  if (env.requestIdleCallback) env.requestIdleCallback(run, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  else env.setTimeout(run, PREFETCH_IDLE_TIMEOUT_MS);
  return true;
}
