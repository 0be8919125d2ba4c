// The shell's pages as its static server knows them: its own (shell/src/pages/shell-page-paths.ts)
// and every route of the live catalog (each remote's, on or off), read from the API as the shell
// reads it at boot. A remote registered later is known within `maxAgeMs`: a path no pattern
// matches makes the server read the catalog again when its copy is older than that. While the
// API cannot be read, every path is a page (the app still shows its own 404): a server must not
// turn the whole site into 404s because the API is down.
import { SHELL_PAGE_PATHS } from '../shell/src/pages/shell-page-paths';
import { pageMatcher, ROOT_PAGES, type PagePattern } from './page-patterns';

interface CatalogBody {
  data?: {
    remotes?: { routes?: { path?: unknown }[] }[];
    unavailable_routes?: { path?: unknown }[];
  };
}

/** Every route path of the catalog's answer (`/public/v3/catalog`), remotes on or off. */
export function catalogPagePatterns(body: CatalogBody): PagePattern[] {
  const paths = [
    ...(body.data?.remotes ?? []).flatMap((remote) => remote.routes ?? []),
    ...(body.data?.unavailable_routes ?? []),
  ].map((route) => route.path);
  return paths.filter((path): path is string => typeof path === 'string').map((path) => ({ path }));
}

export interface LiveCatalogOptions {
  /** The API as this server reaches it, e.g. http://127.0.0.1:4000. */
  apiUrl: string;
  /** How old the catalog copy may be before an unknown path reads it again. */
  maxAgeMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** `(pathname) => Promise<boolean>`: is it one of the shell's pages or a live catalog route? */
export function liveCatalogPages({
  apiUrl,
  maxAgeMs = 5_000,
  fetch: fetchImpl = fetch,
  now = Date.now,
}: LiveCatalogOptions): (pathname: string) => Promise<boolean> {
  const shellPage = pageMatcher([...ROOT_PAGES, ...SHELL_PAGE_PATHS]);
  let catalogPage: ((pathname: string) => boolean) | null = null;
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;

  const read = () =>
    (reading ??= (async () => {
      try {
        const response = await fetchImpl(new URL('/public/v3/catalog', apiUrl), {
          signal: AbortSignal.timeout(3_000),
        });
        if (!response.ok) throw new Error(String(response.status));
        catalogPage = pageMatcher(catalogPagePatterns((await response.json()) as CatalogBody));
      } catch {
        catalogPage = null; // unknown: every path is a page until the API answers
      } finally {
        readAt = now();
        reading = null;
      }
    })());

  void read();
  return async (pathname) => {
    if (shellPage(pathname)) return true;
    if (catalogPage?.(pathname)) return true;
    if (now() - readAt >= maxAgeMs) await read();
    return catalogPage ? catalogPage(pathname) : true;
  };
}
