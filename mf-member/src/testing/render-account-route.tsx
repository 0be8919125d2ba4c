import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { accountRoutes } from '../app/account-routes';

function Routes() {
  return useRoutes([...accountRoutes, { path: '*', element: null }]);
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

/** Renders the account pages at `path` in a memory router; `location()` says where it is now. */
export function renderAccountRoute(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
      <LocationProbe />
    </MemoryRouter>,
  );
  return { ...view, location: () => view.getByTestId('location').textContent };
}
