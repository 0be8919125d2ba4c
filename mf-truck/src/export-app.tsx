// The exposed `./app`: single-spa lifecycles the shell mounts with <Parcel> (DESIGN.md §2).
import { createRemoteApp } from '@chokdee/shared-kernel/remote/create-remote-app';
import { appRoutes } from './app/app-routes';

export const { bootstrap, mount, unmount } = createRemoteApp({ routes: appRoutes, system: 'ระบบ mf-truck' });
