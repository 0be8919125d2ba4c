import { linkTarget, type RemoteRoute } from '@chokdee/shared-contract/schemas/catalog';

/**
 * Where search engines are not sent: staff and back-office trees, a member's own pages, the
 * sign-in hand-offs and the old dealer paths kept only so printed links still work.
 */
const PRIVATE_PREFIXES = [
  '/admin',
  '/dealer',
  '/truck',
  '/staff',
  '/members',
  '/orders',
  '/oauth',
  '/deprecated',
];

/**
 * Second spellings of a page listed under its English path (`/check-lottery`): one URL per page,
 * or search engines split its rank between the copies.
 */
const ALIAS_PATHS = new Set(['/checklottery', '/ตรวจลอตเตอรี่']);

/** Search pages: empty without the visitor's query, and endless with one. */
const SEARCH_PATHS = new Set(['/lotteries/search-results', '/ขอพร/search']);

const underPrefix = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The catalog's pages a crawler may list: open to anyone (`auth: none`), not a staff surface,
 * needing no path parameter (`/check-lottery/:slug?` is `/check-lottery`), not private, an alias or
 * a search.
 */
export function publicCatalogPaths(routes: readonly RemoteRoute[]): string[] {
  const paths = new Set<string>();
  for (const route of routes) {
    if (route.auth !== 'none' || route.surface === 'staff') continue;
    const path = linkTarget(route.path);
    if (!path || ALIAS_PATHS.has(path) || SEARCH_PATHS.has(path)) continue;
    if (PRIVATE_PREFIXES.some((prefix) => underPrefix(path, prefix))) continue;
    paths.add(path);
  }
  return [...paths];
}
