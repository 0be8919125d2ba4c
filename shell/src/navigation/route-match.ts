import { matchPath } from 'react-router';
import type { Catalog } from '@chokdee/shared-contract/schemas/catalog';
import { normalizePath } from '../routing/normalize-path';

/** Whether a location matches one of these react-router patterns (Thai paths compared decoded). */
export function matchesAny(patterns: readonly string[], pathname: string): boolean {
  const path = normalizePath(pathname);
  return patterns.some((pattern) => matchPath({ path: pattern, end: true }, path) !== null);
}

/**
 * Whether a live remote serves this path now: the catalog lists only live remotes as enabled, so
 * a campaign turned off (or a remote not built yet) makes its menu item disappear, never a 404.
 */
export function isServedByCatalog(catalog: Catalog | null, path: string): boolean {
  const patterns = (catalog?.remotes ?? [])
    .filter((remote) => remote.enabled)
    .flatMap((remote) => remote.routes.map((route) => normalizePath(route.path)));
  return matchesAny(patterns, path);
}
