import { useStore } from '@nanostores/react';
import { Navigate, useLocation, useMatches } from 'react-router';
import { $authToken } from '@chokdee/shared-kernel/stores/auth-token';
import { resolveGuard } from '../guards/resolve-guard';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { authOf } from './route-handle';

export type RemoteRouteProps = {
  remoteName: string;
};

/**
 * The page slot of a remote's routes. It stays mounted while the visitor moves between that
 * remote's paths (the remote's own router follows the URL), and it applies the matched route's
 * guard before the remote is even fetched (DESIGN.md §2).
 */
export function RemoteRoute({ remoteName }: RemoteRouteProps) {
  const matches = useMatches();
  const location = useLocation();
  const isLoggedIn = useStore($authToken) !== null;
  const auth = authOf(matches.at(-1)?.handle);
  const target = resolveGuard({ auth, isLoggedIn, pathname: location.pathname, search: location.search });
  if (target) return <Navigate to={target} replace />;
  return <RemoteOutlet remoteName={remoteName} slot="main" />;
}
