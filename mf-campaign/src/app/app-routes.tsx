import type { RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { Worldcup2022Page } from './routes/worldcup2022';

/** One route per campaign; the landing campaign loads with the remote, later ones lazily (`lazyPage`). */
export const appRoutes: RouteObject[] = [{ path: paths.worldcup2022.path, element: <Worldcup2022Page /> }];
