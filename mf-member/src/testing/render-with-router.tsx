import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../app/app-routes';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders a component that uses router links, at `path`. */
export function renderWithRouter(ui: ReactElement, path = '/') {
  return render(<MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>);
}

/** Renders the remote's routes at `path`; `location()` tells where the in-app links went. */
export function renderRoute(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, location: () => view.getByTestId('location').textContent };
}
