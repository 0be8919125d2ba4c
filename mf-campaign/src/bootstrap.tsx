import { mountStandalone } from '@chokdee/shared-kernel/remote/mount-standalone';
import { appRoutes } from './app/app-routes';
import { paths } from './config/paths';

mountStandalone({
  appName: 'mf-campaign',
  remoteName: 'mf_campaign',
  routes: appRoutes,
  landingPath: paths.worldcup2022.getHref(),
});
