import { render, waitFor } from '@testing-library/react';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderRouteOptions {
  /** What renders on a path none of the routes serves; nothing, like a remote, by default. */
  elsewhere?: ReactNode;
}

/**
 * Renders routes at `at` in a memory router, the way the app's root does, with the real providers
 * of react-router, and resolves once a lazy page's chunk has arrived. A single element is
 * rendered on every path.
 * `location()` tells where the links went (path and query), `pathname()` the path alone; `router`
 * is there to read its state.
 */
export async function renderRoute(
  routes: RouteObject[] | ReactElement,
  at: string,
  { elsewhere = null }: RenderRouteOptions = {},
) {
  const children = Array.isArray(routes) ? routes : [{ path: '*', element: routes }];
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Suspense fallback={<span data-testid="page-loading" />}>
              <Outlet />
            </Suspense>
            <LocationProbe />
          </>
        ),
        children: [...children, { path: '*', element: elsewhere }],
      },
    ],
    { initialEntries: [at] },
  );
  const view = render(<RouterProvider router={router} />);
  await waitFor(() => {
    if (view.queryByTestId('page-loading')) throw new Error('the page is still loading');
  });
  const location = () => view.getByTestId('location').textContent ?? '';
  return { ...view, router, location, pathname: () => location().replace(/\?.*$/, '') };
}
