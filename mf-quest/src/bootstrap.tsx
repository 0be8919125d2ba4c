import { mountStandalone } from '@chokdee/shared-kernel/remote/mount-standalone';
import { appRoutes } from './app/app-routes';
import { paths } from './config/paths';

mountStandalone({
  appName: 'mf-quest',
  remoteName: 'mf_quest',
  routes: appRoutes,
  landingPath: paths.activities.getHref(),
});
