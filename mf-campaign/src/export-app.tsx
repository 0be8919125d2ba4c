// The exposed `./app`: single-spa lifecycles the shell mounts with <Parcel> (DESIGN.md §2).
import { createRemoteApp } from '@chokdee/shared-kernel/remote/create-remote-app';
import catalog from '../catalog.json';
import { appRoutes } from './app/app-routes';

// If it throws, a visitor reads 'ขออภัย ระบบ<display_name>ขัดข้องชั่วคราว': its catalog.json names it once.
export const { bootstrap, mount, unmount } = createRemoteApp({
  routes: appRoutes,
  system: `ระบบ${catalog.display_name}`,
});
