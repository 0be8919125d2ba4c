import { lazy, Suspense } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import type { Catalog, RemoteRoute as CatalogRoute } from '@chokdee/shared-kernel/schemas/catalog';
import { layoutFor, resolveLayoutName, type BuiltLayoutName } from '../layouts/layout-registry';
import { ErrorPage } from '../pages/error-page';
import { importWithReload } from '../remotes/chunk-reload';
import { RemoteLoading } from '../remotes/remote-loading';
import { paths } from '../config/paths';
import { RemoteRoute } from './remote-route';
import { ShellFrame } from './shell-frame';
import { handleOf } from './route-handle';

// The shell's own pages load on demand; the error page does not (it must work when a chunk fails).
const HomePage = lazy(importWithReload(() => import('../pages/home-page')));
const NotFoundPage = lazy(importWithReload(() => import('../pages/not-found-page')));

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
    element: (
      <Layout>
        <PageSlot />
      </Layout>
    ),
    // An error inside a page keeps the header, menu and footer around it.
    errorElement: (
      <Layout>
        <ErrorPage />
      </Layout>
    ),
    children,
  };
}

/** A remote's path: it only matches and carries its guard; the parent renders the remote. */
function leafRoute(route: CatalogRoute): RouteObject {
  return { path: route.path, handle: handleOf(route), element: null };
}

/**
 * The shell's route tree: its own pages, then every route of every remote in the catalog, each
 * under the layout it names (or the default one while that layout is not built), and a 404 for
 * everything else. Without a catalog only the shell's pages exist; remote paths are then 404.
 */
export function buildRoutes(catalog: Catalog | null): RouteObject[] {
  const byLayout = new Map<BuiltLayoutName, RouteObject[]>([
    ['default', [{ path: paths.home.path, element: <HomePage /> }]],
  ]);
  const childrenOf = (name: BuiltLayoutName) => {
    let children = byLayout.get(name);
    if (!children) {
      children = [];
      byLayout.set(name, children);
    }
    return children;
  };

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

  childrenOf('default').push({ path: '*', element: <NotFoundPage /> });

  return [
    {
      id: 'root',
      element: <ShellFrame />,
      errorElement: <ErrorPage />,
      children: [...byLayout].map(([name, children]) => layoutRoute(name, children)),
    },
  ];
}
