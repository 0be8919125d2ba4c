// The shell's pages as its static server knows them: its own (shell/src/pages/shell-page-paths.ts)
// and every route of the live catalog (each remote's, on or off), read from the API as the shell
// reads it at boot. A remote registered later is known within `maxAgeMs`: a path no pattern
// matches makes the server read the catalog again when its copy is older than that. While the
// API cannot be read, every path is a page (the app still shows its own 404): a server must not
// turn the whole site into 404s because the API is down. The same read tells which pages are a
// staff surface (the shell's console, the routes with `surface: 'staff'`): their HTML carries no
// announcement.
import { SHELL_PAGE_PATHS } from '../shell/src/pages/shell-page-paths';
import {
  pageMatcher,
  ROOT_PAGES,
  SHELL_STAFF_PAGES,
  staffRoutePatterns,
  type CatalogRoute,
  type PagePattern,
} from './page-patterns';

interface CatalogBody {
  data?: {
    remotes?: { routes?: CatalogRoute[] }[];
    unavailable_routes?: CatalogRoute[];
  };
}

const liveRoutes = (body: CatalogBody) => (body.data?.remotes ?? []).flatMap((remote) => remote.routes ?? []);

/** Every route path of the catalog's answer (`/public/v3/catalog`), remotes on or off. */
export function catalogPagePatterns(body: CatalogBody): PagePattern[] {
  const paths = [...liveRoutes(body), ...(body.data?.unavailable_routes ?? [])].map((route) => route.path);
  return paths.filter((path): path is string => typeof path === 'string').map((path) => ({ path }));
}

/** The staff surfaces of the catalog's answer (a remote that is off shows none of its own). */
export function catalogStaffPatterns(body: CatalogBody): PagePattern[] {
  return staffRoutePatterns(liveRoutes(body));
}

export interface LiveCatalogOptions {
  /** The API as this server reaches it, e.g. http://127.0.0.1:4000. */
  apiUrl: string;
  /** How old the catalog copy may be before an unknown path reads it again. */
  maxAgeMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
}

/** What one read of the live catalog tells a static server about a path (as the browser sent it). */
export interface LiveCatalog {
  /** One of the shell's pages or a live catalog route? */
  isPage: (pathname: string) => Promise<boolean>;
  /** A staff surface: the shell's console or a catalog route with `surface: 'staff'`? */
  isStaffPage: (pathname: string) => Promise<boolean>;
}

interface CatalogCopy {
  page: (pathname: string) => boolean;
  staff: (pathname: string) => boolean;
}

const copyOf = (body: CatalogBody): CatalogCopy => ({
  page: pageMatcher(catalogPagePatterns(body)),
  staff: pageMatcher(catalogStaffPatterns(body)),
});

export function liveCatalog({
  apiUrl,
  maxAgeMs = 5_000,
  fetch: fetchImpl = fetch,
  now = Date.now,
}: LiveCatalogOptions): LiveCatalog {
  const shellPage = pageMatcher([...ROOT_PAGES, ...SHELL_PAGE_PATHS]);
  const shellStaff = pageMatcher(SHELL_STAFF_PAGES);
  let copy: CatalogCopy | null = null;
  let readAt = -Infinity;
  let reading: Promise<void> | null = null;

  const read = () =>
    (reading ??= (async () => {
      try {
        const response = await fetchImpl(new URL('/public/v3/catalog', apiUrl), {
          signal: AbortSignal.timeout(3_000),
        });
        if (!response.ok) throw new Error(String(response.status));
        copy = copyOf((await response.json()) as CatalogBody);
      } catch {
        copy = null; // unknown: every path is a page until the API answers
      } finally {
        readAt = now();
        reading = null;
      }
    })());
  const stale = () => now() - readAt >= maxAgeMs;

  const firstRead = read();
  return {
    async isPage(pathname) {
      if (shellPage(pathname)) return true;
      if (copy?.page(pathname)) return true;
      if (stale()) await read();
      return copy ? copy.page(pathname) : true;
    },
    async isStaffPage(pathname) {
      if (shellStaff(pathname)) return true;
      // A staff route may also match one of the shell's catch-alls, which never reads again:
      // refresh a stale copy behind the answer rather than hold every page for it.
      await firstRead;
      if (stale()) void read();
      return copy?.staff(pathname) ?? false;
    },
  };
}

/** `(pathname) => Promise<boolean>`: is it one of the shell's pages or a live catalog route? */
export function liveCatalogPages(options: LiveCatalogOptions): (pathname: string) => Promise<boolean> {
  return liveCatalog(options).isPage;
}
