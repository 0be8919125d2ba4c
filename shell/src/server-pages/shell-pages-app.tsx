import { createRemoteApp } from '@chokdee/shared-kernel/remote/create-remote-app';
import { serverPageRouteObjects } from './server-page-routes';

/**
 * The shell's server-rendered pages on a root of their own, mounted the way a remote's `./app` is:
 * the origin's HTML for them is hydrated by the same outlet, with its own router on the shared URL.
 */
export const { bootstrap, mount, unmount } = createRemoteApp({
  routes: serverPageRouteObjects(),
  system: 'ระบบบทความ',
});
