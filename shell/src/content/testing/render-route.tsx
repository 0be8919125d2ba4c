import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';

/**
 * Renders one page at `at` under a route of `path` (so it reads its params), with a catch-all
 * that shows where a navigation went. Returns the router to read its location.
 */
export function renderRoute(element: ReactNode, { path, at }: { path: string; at: string }) {
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <p>หน้าอื่น</p> },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
