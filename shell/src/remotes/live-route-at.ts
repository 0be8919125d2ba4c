import { matchPath } from 'react-router';
import type { Catalog, RemoteRoute } from '@chokdee/shared-contract/schemas/catalog';

type CatalogRemote = Catalog['remotes'][number];

/** The enabled remote of the catalog serving `pathname`, with the route that matches; null when none does. */
export function liveRouteAt(
  catalog: Catalog | null,
  pathname: string,
): { remote: CatalogRemote; route: RemoteRoute } | null {
  for (const remote of catalog?.remotes ?? []) {
    if (!remote.enabled) continue;
    const route = remote.routes.find((candidate) => matchPath(candidate.path, pathname) !== null);
    if (route) return { remote, route };
  }
  return null;
}
