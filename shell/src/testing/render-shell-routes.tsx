import { useEffect } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type Location, type RouteObject } from 'react-router';
import { ShellRoutes } from '../routing/shell-routes';

/**
 * Renders the shell's routes at `path` the way bootstrap.tsx does (a plain router around
 * `ShellRoutes`), in memory. The answer reads like a router: `state.location` is where the
 * visitor is now, `navigate` moves them.
 */
export function renderShellRoutes(routes: RouteObject[], path: string) {
  const now: { location?: Location; navigate?: (to: string) => void } = {};
  function Probe() {
    const location = useLocation();
    now.location = location;
    now.navigate = useNavigate();
    // The address follows, as with the browser's router: the reading pages' own root reads it.
    useEffect(() => {
      const href = location.pathname + location.search;
      if (window.location.pathname + window.location.search !== href)
        window.history.replaceState(null, '', href);
    }, [location]);
    return null;
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <ShellRoutes routes={routes} />
      <Probe />
    </MemoryRouter>,
  );
  return {
    navigate: async (to: string) => now.navigate?.(to),
    state: {
      get location(): Location {
        return now.location!;
      },
    },
  };
}
