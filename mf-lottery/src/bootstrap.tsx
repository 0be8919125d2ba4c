import { mountStandalone } from '@chokdee/shared-kernel/remote/mount-standalone';
import { appRoutes } from './app/app-routes';
import { prefetchRouteData } from './app/prefetch-route-data';
import { paths } from './config/paths';

prefetchRouteData(window.location.pathname === '/' ? paths.latest.getHref() : window.location.pathname);
mountStandalone({
  appName: 'mf-lottery',
  remoteName: 'mf_lottery',
  routes: appRoutes,
  landingPath: paths.latest.getHref(),
});
