import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { HomePage } from './routes/home';

// The landing page loads with the remote; add every other page with `lazyPage` (remote/lazy-page).
export const appRoutes: RouteObject[] = [{ path: paths.home.path, element: <HomePage /> }];
