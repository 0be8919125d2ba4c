import { mountStandalone } from '@chokdee/shared-kernel/remote/mount-standalone';
import { appRoutes } from './app/app-routes';
import { paths } from './config/paths';

mountStandalone({
  appName: 'mf-ecommerce',
  remoteName: 'mf_ecommerce',
  routes: appRoutes,
  landingPath: paths.store.getHref(),
});
