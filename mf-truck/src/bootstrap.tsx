import { mountStandalone } from '@chokdee/shared-kernel/remote/mount-standalone';
import { appRoutes } from './app/app-routes';
import { paths } from './config/paths';

mountStandalone({
  appName: 'mf-truck',
  remoteName: 'mf_truck',
  routes: appRoutes,
  landingPath: paths.home.getHref(),
});
