// The exposed `./app`: single-spa lifecycles the shell mounts with <Parcel> (DESIGN.md §2).
import { createRemoteApp } from '@chokdee/shared-kernel/remote/create-remote-app';
import catalog from '../catalog.json';
import { appRoutes } from './app/app-routes';
import { prefetchRouteData } from './app/prefetch-route-data';

// The shell loads this module to mount it on the current URL: the page's data request starts
// now and runs while React mounts, not after the first render.
prefetchRouteData(window.location.pathname);

// If it throws, a visitor reads 'ขออภัย ระบบ<display_name>ขัดข้องชั่วคราว': its catalog.json names it once.
export const { bootstrap, mount, unmount } = createRemoteApp({
  routes: appRoutes,
  system: `ระบบ${catalog.display_name}`,
});
