import { mountStandalone } from '@chokdee/shared-kernel/remote/mount-standalone';
import { appRoutes } from './app/app-routes';
import { paths } from './config/paths';

mountStandalone({
  appName: 'mf-pray',
  remoteName: 'mf_pray',
  routes: appRoutes,
  landingPath: paths.list.getHref(),
});
