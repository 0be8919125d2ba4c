import { preloadRemote } from '@module-federation/enhanced/runtime';
import type { Catalog } from '@chokdee/shared-kernel/schemas/catalog';
import { liveRouteAt } from './live-route-at';

/**
 * The live remote serving the page the visitor opened, unless its route needs a login (the guard
 * may send a guest elsewhere, and that page's code would be wasted): null when the shell serves it.
 */
export function openedRemote(catalog: Catalog | null, pathname: string): string | null {
  const served = liveRouteAt(catalog, pathname);
  return served && served.route.auth !== 'required' ? served.remote.name : null;
}

/**
 * Starts downloading the opened page's remote (its manifest, remoteEntry and `./app` files) as
 * soon as the catalog has answered, instead of after the shell's first render mounts its outlet:
 * the outlet's `loadRemote` then finds them on the way or done. Only fetches, runs nothing, and a
 * failure is silent: the outlet's own load reports it (remote fallback, spec §4).
 */
export function preloadOpenedRemote(
  catalog: Catalog | null,
  pathname: string,
  preload: (name: string) => Promise<void> = (name) =>
    preloadRemote([{ nameOrAlias: name, exposes: ['./app'] }]),
): string | null {
  const name = openedRemote(catalog, pathname);
  if (name) preload(name).catch(() => {});
  return name;
}
