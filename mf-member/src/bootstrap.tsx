import { mountStandalone } from '@chokdee/shared-kernel/remote/mount-standalone';
import { appRoutes } from './app/app-routes';
import { paths } from './config/paths';

mountStandalone({
  appName: 'mf-member',
  remoteName: 'mf_member',
  routes: appRoutes,
  landingPath: paths.login.getHref(),
});
