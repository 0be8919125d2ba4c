import { Suspense } from 'react';
import { BrowserRouter, useRoutes, type RouteObject } from 'react-router';
import type { RemoteProps } from '../remote-props';
import { LoadingState } from '../ui/loading-state';

export type RouteRootProps = Partial<RemoteProps> & {
  /** The remote's pages (`src/app/routes.tsx`); on any other path the remote renders nothing. */
  routes: RouteObject[];
};

// On a path the remote does not serve (the shell's, another remote's) it renders nothing: the shell owns the 404.
const NOTHING_ELSE: RouteObject = { path: '*', element: null };

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes([...routes, NOTHING_ELSE]);
}

/** The routes under the router: the same tree in the browser and in a server render (server-page.tsx). */
export function RouteTree({ routes }: { routes: RouteObject[] }) {
  return (
    <Suspense fallback={<LoadingState label="กำลังโหลดหน้า…" />}>
      <Routes routes={routes} />
    </Suspense>
  );
}

/**
 * A remote's root: its own router over the shared URL, rendering its `RouteObject[]`. The shell's
 * single-spa start makes every pushState visible here, so both routers stay in step (DESIGN.md
 * §2). A lazy page shows the loading state until its chunk arrives.
 */
export function RouteRoot({ routes }: RouteRootProps) {
  return (
    <BrowserRouter>
      <RouteTree routes={routes} />
    </BrowserRouter>
  );
}
