import { lazy, Suspense } from 'react';
import { matchPath, Outlet, type RouteObject } from 'react-router';
import type { Catalog, RemoteRoute as CatalogRoute } from '@chokdee/shared-contract/schemas/catalog';
import { layoutFor, resolveLayoutName, type BuiltLayoutName } from '../layouts/layout-registry';
import { ErrorPage } from '../pages/error-page';
import { SHELL_PAGE_ROUTES } from '../pages/shell-page-routes';
import { SERVER_PAGE_ROUTES } from '../server-pages/server-page-routes';
import { ShellPagesOutlet } from '../server-pages/shell-pages-outlet';
import { importWithReload } from '../remotes/chunk-reload';
import { RemoteLoading } from '../remotes/remote-loading';
import { RemoteRoute } from './remote-route';
import { RouteErrorBoundary } from './route-error-boundary';
import { ShellFrame } from './shell-frame';
import { handleOf, type RouteHandle } from '../routing/route-handle';

// Loaded on demand; the error page is not (it must work when a chunk fails).
const NotFoundPage = lazy(importWithReload(() => import('../pages/not-found-page')));
const UnavailablePage = lazy(importWithReload(() => import('../pages/unavailable-page')));

function PageSlot() {
  return (
    <Suspense fallback={<RemoteLoading />}>
      <Outlet />
    </Suspense>
  );
}

function layoutRoute(name: BuiltLayoutName, children: RouteObject[]): RouteObject {
  const Layout = layoutFor(name);
  return {
    id: `layout:${name}`,
    // An error inside a page keeps the header, menu and footer around it.
    element: (
      <RouteErrorBoundary
        fallback={(error) => (
          <Layout>
            <ErrorPage error={error} />
          </Layout>
        )}
      >
        <Layout>
          <PageSlot />
        </Layout>
      </RouteErrorBoundary>
    ),
    children,
  };
}

/** A remote's path: it only matches and carries its guard; the parent renders the remote. */
function leafRoute(route: CatalogRoute): RouteObject {
  return { path: route.path, handle: handleOf(route), element: null };
}

/**
 * The catalog's paths of remotes turned off now, less any path something live serves: a shell
 * page (not a catch-all: `/:category` must not hide a campaign) or an enabled remote's route.
 */
export function unavailablePaths(catalog: Catalog | null): string[] {
  const liveRoutes = (catalog?.remotes ?? []).filter((r) => r.enabled).flatMap((r) => r.routes);
  const shellPaths = new Set([
    ...SHELL_PAGE_ROUTES.filter((page) => !page.catchAll).map((page) => page.path),
    ...SERVER_PAGE_ROUTES.map((page) => page.path),
  ]);
  const served = (path: string) =>
    shellPaths.has(path) ||
    liveRoutes.some((route) => route.path === path || matchPath(route.path, path) !== null);
  const paths = (catalog?.unavailable_routes ?? []).map((route) => route.path);
  return [...new Set(paths)].filter((path) => !served(path));
}

/**
 * The shell's route tree: its own pages, then every route of every remote in the catalog, each
 * under the layout it names (or the default one while that layout is not built), the 'unavailable'
 * page on the paths of remotes turned off, and a 404 for everything else. Without a catalog only
 * the shell's pages exist; remote paths are then 404. Route order does not decide a match:
 * react-router ranks static segments above dynamic ones, so `/:category` loses to any static path.
 */
export function buildRoutes(catalog: Catalog | null): RouteObject[] {
  // The default layout first: it holds the catch-alls and the 404.
  const byLayout = new Map<BuiltLayoutName, RouteObject[]>([['default', []]]);
  const childrenOf = (name: BuiltLayoutName) => {
    let children = byLayout.get(name);
    if (!children) {
      children = [];
      byLayout.set(name, children);
    }
    return children;
  };

  for (const page of SHELL_PAGE_ROUTES) {
    childrenOf(page.layout).push({
      path: page.path,
      element: page.element,
      ...(page.staff && { handle: { staff: true } satisfies Partial<RouteHandle> }),
    });
  }

  // The shell's reading pages: one outlet per layout, as a remote's, which mounts them on a root of
  // their own (server-pages/) and stays mounted while the visitor moves among them.
  const readingPages = new Map<BuiltLayoutName, RouteObject & { children: RouteObject[] }>();
  for (const page of SERVER_PAGE_ROUTES) {
    let parent = readingPages.get(page.layout);
    if (!parent) {
      parent = { id: `shell-pages:${page.layout}`, element: <ShellPagesOutlet />, children: [] };
      readingPages.set(page.layout, parent);
      childrenOf(page.layout).push(parent);
    }
    parent.children.push({ path: page.path, element: null });
  }

  for (const remote of catalog?.remotes ?? []) {
    if (!remote.enabled) continue;
    // One parent per remote and layout: moving between the remote's paths keeps it mounted.
    const parents = new Map<BuiltLayoutName, RouteObject & { children: RouteObject[] }>();
    for (const route of remote.routes) {
      const layout = resolveLayoutName(route.layout);
      let parent = parents.get(layout);
      if (!parent) {
        parent = {
          id: `remote:${remote.name}:${layout}`,
          element: <RemoteRoute remoteName={remote.name} />,
          children: [],
        };
        parents.set(layout, parent);
        childrenOf(layout).push(parent);
      }
      parent.children.push(leafRoute(route));
    }
  }

  for (const path of unavailablePaths(catalog)) {
    childrenOf('default').push({ path, element: <UnavailablePage /> });
  }

  childrenOf('default').push({ path: '*', element: <NotFoundPage /> });

  return [
    {
      id: 'root',
      element: (
        <RouteErrorBoundary fallback={(error) => <ErrorPage error={error} />}>
          <ShellFrame />
        </RouteErrorBoundary>
      ),
      children: [...byLayout].map(([name, children]) => layoutRoute(name, children)),
    },
  ];
}
