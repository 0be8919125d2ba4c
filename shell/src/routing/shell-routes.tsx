import { createContext, useContext, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteMatch, type RouteObject } from 'react-router';

const CurrentMatches = createContext<RouteMatch[]>([]);

/**
 * The shell's route tree under a plain `<BrowserRouter>`: react-router's data router (loaders,
 * `useMatches`) is 17 KB gzip of every first visit that no route of ours used (ADR 002, round 5).
 * The matches are kept here so the chrome can read the current route's handle.
 */
export function ShellRoutes({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const matches = useMemo(() => matchRoutes(routes, location) ?? [], [routes, location]);
  const page = useRoutes(routes, location);
  return <CurrentMatches.Provider value={matches}>{page}</CurrentMatches.Provider>;
}

/** The routes matched now, outermost first (empty outside `ShellRoutes`). */
export function useCurrentMatches(): RouteMatch[] {
  return useContext(CurrentMatches);
}
