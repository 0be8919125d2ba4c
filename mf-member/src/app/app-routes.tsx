import { useRoutes, type RouteObject } from 'react-router';
import { accountRoutes } from './account-routes';
import { authRoutes } from './auth-routes';

// On any path this remote does not serve (the shell's, another remote's) it renders nothing.
const routes: RouteObject[] = [...authRoutes, ...accountRoutes, { path: '*', element: null }];

/** Every path this remote serves: the sign-in pages and the member-account pages. */
export function AppRoutes() {
  return useRoutes(routes);
}
